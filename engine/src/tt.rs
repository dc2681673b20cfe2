//! The transposition table: what the search learned about a position (its
//! score as a bound, the depth it was searched to, its best move), found
//! again by the position's key wherever the position recurs.
use hotseat_rules::{Move, Role, Square};

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// It is the score.
    Exact,
    /// The score is at least this (a cut: a move was too good).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    /// The best move packed: from (6 bits), to (6), promotion (3); 0 for none.
    best: u16,
    score: i16,
    depth: i8,
    /// 0 for an empty slot, then Exact, Lower, Upper.
    bound: u8,
}

/// A probe's answer.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub depth: i32,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<Move>,
}

pub(crate) struct Table {
    entries: Vec<Entry>,
}

impl Table {
    /// A table of about `mb` megabytes (at least one entry).
    pub fn new(mb: usize) -> Table {
        let count = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Entry>()).max(1);
        Table {
            entries: vec![Entry::default(); count],
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    fn slot(&self, key: u64) -> usize {
        // The key's high bits spread over the table (a multiply, not a division).
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    pub fn probe(&self, key: u64) -> Option<Hit> {
        let e = self.entries[self.slot(key)];
        if e.bound == 0 || e.key != key {
            return None;
        }
        let bound = match e.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            depth: i32::from(e.depth),
            score: i32::from(e.score),
            bound,
            best: unpack(e.best),
        })
    }

    /// Keeps what was learned; an entry of the same position searched
    /// deeper keeps its place unless this one is exact.
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<Move>) {
        let slot = self.slot(key);
        let old = self.entries[slot];
        if old.key == key && i32::from(old.depth) > depth && bound != Bound::Exact {
            return;
        }
        let best = best
            .map(pack)
            .unwrap_or(if old.key == key { old.best } else { 0 });
        self.entries[slot] = Entry {
            key,
            best,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(0, i32::from(i8::MAX)) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
        };
    }
}

fn pack(m: Move) -> u16 {
    let promotion = match m.promotion {
        None => 0,
        Some(role) => role as u16 + 1,
    };
    (m.from.index() as u16) | ((m.to.index() as u16) << 6) | (promotion << 12)
}

fn unpack(bits: u16) -> Option<Move> {
    if bits == 0 {
        return None;
    }
    let from = Square::new(u32::from(bits & 63))?;
    let to = Square::new(u32::from((bits >> 6) & 63))?;
    let promotion = match bits >> 12 {
        0 => None,
        n => Some(*Role::ALL.get(usize::from(n - 1))?),
    };
    Some(Move {
        from,
        to,
        promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_pack_and_unpack() {
        for m in [
            Move::new(Square::E2, Square::E4),
            Move::new(Square::A7, Square::A8).with_promotion(Role::Knight),
            Move::new(Square::H2, Square::H1).with_promotion(Role::Queen),
        ] {
            assert_eq!(unpack(pack(m)), Some(m));
        }
    }

    #[test]
    fn a_stored_position_is_found_by_its_key_only() {
        let mut table = Table::new(1);
        let m = Move::new(Square::G1, Square::F3);
        table.store(42, 5, -130, Bound::Lower, Some(m));
        let hit = table.probe(42).expect("stored");
        assert_eq!(
            (hit.depth, hit.score, hit.bound, hit.best),
            (5, -130, Bound::Lower, Some(m))
        );
        assert!(table.probe(43).is_none());
        // A shallower bound does not replace a deeper one; an exact score does.
        table.store(42, 2, 10, Bound::Upper, None);
        assert_eq!(table.probe(42).expect("kept").depth, 5);
        table.store(42, 2, 10, Bound::Exact, None);
        let hit = table.probe(42).expect("replaced");
        assert_eq!((hit.depth, hit.bound, hit.best), (2, Bound::Exact, Some(m)));
        table.clear();
        assert!(table.probe(42).is_none());
    }
}
