//! How much shallower a late quiet move is searched first (late-move
//! reduction): more the deeper the node and the later the move, as the
//! product of their logarithms — the shape most engines settled on, since
//! a move ordered late is ever less likely to be the best.

/// Reductions for depths and move numbers up to this (larger ones share the last row).
const SIZE: usize = 64;

pub(crate) struct Reductions {
    table: Box<[[i32; SIZE]; SIZE]>,
}

impl Reductions {
    pub fn new() -> Reductions {
        let mut table = Box::new([[0; SIZE]; SIZE]);
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (moves, r) in row.iter_mut().enumerate().skip(1) {
                let (d, m) = (depth as f64, moves as f64);
                *r = (0.75 + d.ln() * m.ln() / 2.25) as i32;
            }
        }
        Reductions { table }
    }

    /// The reduction of the move at `index` (0: the first searched) at `depth`.
    pub fn of(&self, depth: i32, index: usize) -> i32 {
        self.table[(depth.max(0) as usize).min(SIZE - 1)][index.min(SIZE - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_moves_and_deeper_nodes_are_reduced_more() {
        let r = Reductions::new();
        assert_eq!(r.of(1, 1), 0);
        assert_eq!(r.of(3, 3), 1);
        for d in 2..40 {
            for i in 2..40 {
                assert!(r.of(d, i + 1) >= r.of(d, i) && r.of(d + 1, i) >= r.of(d, i));
            }
        }
        assert!(r.of(20, 30) >= 4, "{}", r.of(20, 30));
    }
}
