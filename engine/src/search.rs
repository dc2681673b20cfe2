//! The search: iterative deepening over a principal variation search
//! (alpha-beta with null windows after the first move), a transposition
//! table, quiescence on captures, null-move pruning, late-move reductions,
//! check extensions and mate-distance pruning. One thread; stopped at any
//! moment by its limits, answering the best move of the last finished depth,
//! or a better one that the depth cut short had already searched to the end.
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use hotseat_rules::{Move, Position};

use crate::eval::{evaluate, has_pieces};
use crate::lmr::Reductions;
use crate::order::{order_value, ordered, victim, Heuristics, KILLER, MAX_PLY};
use crate::score::{from_table, to_table, Score, INFINITY, MATE, MATE_BOUND};
use crate::tt::{Bound, Table};
use crate::zobrist::hash;

/// How far below alpha a quiet move's static score must be at depth 1
/// and 2 before the move is not tried.
const FUTILITY: [i32; 3] = [0, 150, 300];

/// When a search ends: at a depth, after so many nodes, after a time, when
/// a flag is raised — whichever comes first (none: only the flag, or the
/// deepest depth, stops it).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// The most nodes.
    pub nodes: Option<u64>,
    /// The longest time.
    pub time: Option<Duration>,
    /// Spend all of `time` (UCI's `movetime`: what is not spent is lost)
    /// rather than start no depth after half of it (a clock's time saved
    /// is kept for later moves).
    pub whole_time: bool,
    /// Raised by another thread to stop now (UCI's `stop`, the page's *Stop*).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search about `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for `time`.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// The same limits, also stopped by `flag`.
    #[must_use]
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> Limits {
        self.stop = Some(flag);
        self
    }
}

/// What one finished depth found, for progress (UCI's `info` line).
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The principal variation: the best line, from the root.
    pub pv: Vec<Move>,
}

/// What the search answers: the best move (none when the side to move has
/// no legal move), its score and line, how deep and how many nodes.
#[derive(Clone, Debug)]
pub struct SearchResult {
    pub best: Option<Move>,
    pub score: Score,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

/// A searcher: its transposition table and move-ordering memory persist
/// from one search to the next (a game's positions share a lot), until
/// [`Search::clear`].
pub struct Search {
    tt: Table,
    heuristics: Heuristics,
    reductions: Reductions,
    /// Keys of the game's earlier positions and of the line being searched.
    keys: Vec<u64>,
    /// The principal variation of each ply (triangular).
    pv: Vec<Vec<Move>>,
    nodes: u64,
    seldepth: usize,
    /// The root move that last raised alpha in the depth being searched,
    /// with its score: a search to the end, kept if the depth is cut short.
    root_best: Option<(Move, i32)>,
    stopped: bool,
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
}

impl Search {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Search {
        Search {
            tt: Table::new(hash_mb),
            heuristics: Heuristics::new(),
            reductions: Reductions::new(),
            keys: Vec::new(),
            pv: vec![Vec::new(); MAX_PLY + 1],
            nodes: 0,
            seldepth: 0,
            root_best: None,
            stopped: false,
            start: Instant::now(),
            deadline: None,
            node_limit: None,
            stop: None,
        }
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
    }

    /// Searches `pos` within `limits`; `earlier` are the keys
    /// ([`crate::hash`]) of the game's positions before it, oldest first,
    /// for repetitions. `on_info` hears each finished depth.
    pub fn run(
        &mut self,
        pos: &Position,
        earlier: &[u64],
        limits: Limits,
        mut on_info: impl FnMut(&Info),
    ) -> SearchResult {
        self.start = Instant::now();
        self.deadline = limits.time.map(|t| self.start + t);
        self.node_limit = limits.nodes;
        self.stop = limits.stop;
        self.stopped = false;
        self.nodes = 0;
        self.keys.clear();
        self.keys.extend_from_slice(earlier);
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .clamp(1, MAX_PLY as u32 - 8);

        let moves = pos.legal_moves();
        let mut result = SearchResult {
            best: moves.first().copied(),
            score: Score(if moves.is_empty() && pos.is_check() {
                -MATE
            } else {
                0
            }),
            depth: 0,
            nodes: 0,
            pv: moves.first().copied().into_iter().collect(),
        };
        if moves.is_empty() {
            return result;
        }
        for depth in 1..=max_depth {
            self.seldepth = 0;
            self.root_best = None;
            let score = self.aspirate(pos, depth as i32, result.score.0);
            let line = self.pv[0].clone();
            if self.stopped {
                // A depth cut short says nothing sure of the moves it did not
                // finish (their scores are what a stop answered), but a root move
                // searched to the end that beat the window's alpha is better than
                // the moves before it, the last depth's best among them.
                if let Some((m, s)) = self.root_best {
                    result.best = Some(m);
                    result.score = Score(s);
                    result.pv = if line.first() == Some(&m) {
                        line
                    } else {
                        vec![m]
                    };
                }
                break;
            }
            result = SearchResult {
                best: line.first().copied().or(result.best),
                score: Score(score),
                depth,
                nodes: self.nodes,
                pv: line,
            };
            on_info(&Info {
                depth,
                seldepth: self.seldepth as u32,
                score: result.score,
                nodes: self.nodes,
                elapsed: self.start.elapsed(),
                pv: result.pv.clone(),
            });
            // A mate found needs no deeper search; half the time gone leaves too little for the next depth.
            if score.abs() >= MATE_BOUND && (MATE - score.abs()) as u32 <= depth {
                break;
            }
            if let (Some(time), false) = (limits.time, limits.whole_time) {
                if self.start.elapsed() * 2 > time {
                    break;
                }
            }
        }
        result.nodes = self.nodes;
        result
    }

    /// The root searched in a window around the last depth's score,
    /// widened while the score falls outside it (from depth 5 on).
    fn aspirate(&mut self, pos: &Position, depth: i32, last: i32) -> i32 {
        if depth < 5 || last.abs() >= MATE_BOUND {
            return self.negamax(pos, depth, -INFINITY, INFINITY, 0, false);
        }
        let mut delta = 40;
        let (mut alpha, mut beta) = (last - delta, last + delta);
        loop {
            let score = self.negamax(pos, depth, alpha, beta, 0, false);
            if self.stopped || (score > alpha && score < beta) {
                return score;
            }
            delta *= 3;
            if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
            } else {
                beta = (score + delta).min(INFINITY);
            }
            if delta > 1000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    fn should_stop(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
            || self.node_limit.is_some_and(|n| self.nodes >= n)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Whether `key` occurred before with the same side to move since the
    /// last capture or pawn move (`halfmoves` plies back): a draw in a search.
    fn repeats(&self, key: u64, halfmoves: u32) -> bool {
        let window = (halfmoves as usize).min(self.keys.len());
        self.keys
            .iter()
            .rev()
            .take(window)
            .skip(1)
            .step_by(2)
            .any(|&k| k == key)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        self.pv[ply].clear();
        if self.nodes & 2047 == 0 && self.should_stop() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let key = hash(pos);
        if ply > 0 {
            if pos.halfmove_clock() >= 100
                || self.repeats(key, pos.halfmove_clock())
                || pos.is_insufficient_material()
            {
                return 0;
            }
            // No line can be better than a mate from here, or worse than being mated here.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
            if ply >= MAX_PLY - 1 {
                return evaluate(pos);
            }
        }
        let in_check = pos.is_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.nodes += 1;
        let pv_node = beta - alpha > 1;

        let hit = self.tt.probe(key);
        if let Some(hit) = hit {
            if !pv_node && ply > 0 && hit.depth >= depth {
                let score = from_table(hit.score, ply);
                match hit.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }

        let static_eval = if in_check { -INFINITY } else { evaluate(pos) };
        // Far above beta at a shallow depth: this node will not be below it.
        if !pv_node
            && !in_check
            && depth <= 3
            && beta.abs() < MATE_BOUND
            && static_eval - 120 * depth >= beta
        {
            return static_eval;
        }
        // Null move: if even passing keeps the score above beta, a real move will too.
        if !pv_node
            && allow_null
            && !in_check
            && depth >= 3
            && static_eval >= beta
            && has_pieces(pos, pos.turn())
        {
            let reduction = 2 + depth / 4;
            let passed = pos.pass();
            self.keys.push(key);
            let score = -self.negamax(
                &passed,
                depth - 1 - reduction,
                -beta,
                -beta + 1,
                ply + 1,
                false,
            );
            self.keys.pop();
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }

        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let ordered = ordered(pos, &moves, hit.and_then(|h| h.best), ply, &self.heuristics);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        // Near the leaves, quiet moves that cannot lift a hopeless score are
        // not searched (futility), nor late ones at all (late-move pruning).
        let futile = !pv_node
            && !in_check
            && depth <= 2
            && alpha.abs() < MATE_BOUND
            && static_eval + FUTILITY[depth as usize] <= alpha;
        // The quiet moves searched without a cut, marked down if a later one cuts.
        let mut tried: Vec<Move> = Vec::new();
        let late = if !pv_node && !in_check && depth <= 3 {
            3 + (depth * depth) as usize
        } else {
            usize::MAX
        };
        self.keys.push(key);
        for (i, &(order, m)) in ordered.iter().enumerate() {
            let quiet = m.promotion.is_none() && victim(pos, m).is_none();
            let mut child = *pos;
            child.play_unchecked(m);
            let gives_check = child.is_check();
            if i > 0 && quiet && !gives_check && (futile || i >= late) && best > -MATE_BOUND {
                continue;
            }
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                // Late quiet moves are searched shallower first, and with a null window.
                let mut reduction = 0;
                if depth >= 3 && i >= 2 && quiet && !in_check && !gives_check {
                    let killer = order >= KILLER;
                    reduction =
                        self.reductions.of(depth, i) - i32::from(pv_node) - i32::from(killer);
                    reduction = reduction.clamp(0, depth - 2);
                }
                let mut score = -self.negamax(
                    &child,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true);
                }
                score
            };
            if self.stopped {
                self.keys.pop();
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if ply == 0 {
                        self.root_best = Some((m, score));
                    }
                    if score >= beta {
                        if quiet {
                            self.heuristics.cut(pos.turn(), m, ply, depth, &tried);
                        }
                        break;
                    }
                }
            }
            if quiet {
                tried.push(m);
            }
        }
        self.keys.pop();
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth, to_table(best, ply), bound, best_move);
        best
    }

    /// Only captures and promotions (every move when in check), until the
    /// position is quiet: no score is taken in the middle of an exchange.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv[ply].clear();
        if self.nodes & 2047 == 0 && self.should_stop() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return evaluate(pos);
        }
        let in_check = pos.is_check();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let stand = if in_check { -INFINITY } else { evaluate(pos) };
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        for (order, m) in ordered(pos, &moves, None, ply, &self.heuristics) {
            let gain = victim(pos, m).map(order_value);
            if !in_check {
                match gain {
                    // A capture that cannot bring the score near alpha is not tried,
                    // nor one that loses material by the static exchange (ordered below zero).
                    Some(gain) if stand + gain + 200 < alpha && m.promotion.is_none() => continue,
                    Some(_) if order < 0 => continue,
                    Some(_) => {}
                    None if m.promotion == Some(hotseat_rules::Role::Queen) => {}
                    None => continue,
                }
            }
            let mut child = *pos;
            child.play_unchecked(m);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        line.extend_from_slice(&tail[0]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(fen: &str, depth: u32) -> SearchResult {
        let pos = Position::from_fen(fen).expect(fen);
        Search::new(8).run(&pos, &[], Limits::depth(depth), |_| {})
    }

    #[test]
    fn mates_are_found_and_counted_in_moves() {
        // Back-rank mate in one; the rooks' ladder in two (1. Ra7 Kg8 2. Rb8#, or the other way round).
        let one = best("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 3);
        assert_eq!(one.best.map(|m| m.to_string()).as_deref(), Some("d1d8"));
        assert_eq!(one.score.mate_in(), Some(1));
        let two = best("7k/8/8/8/8/8/1R6/R3K3 w - - 0 1", 5);
        assert_eq!(two.score.mate_in(), Some(2), "{:?}", two.pv);
        assert!(
            matches!(
                two.best.map(|m| m.to_string()).as_deref(),
                Some("a1a7" | "b2b7")
            ),
            "{:?}",
            two.pv
        );
    }

    #[test]
    fn being_mated_is_a_negative_mate_and_no_move_is_none() {
        let mated = best("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", 3);
        assert_eq!(mated.best, None);
        assert_eq!(mated.score.mate_in(), Some(0));
        let stalemate = best("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 3);
        assert_eq!((stalemate.best, stalemate.score), (None, Score(0)));
    }

    #[test]
    fn a_hanging_queen_is_taken() {
        let r = best("4k3/8/8/3q4/4P3/8/8/R3K3 w - - 0 1", 4);
        assert_eq!(r.best.map(|m| m.to_string()).as_deref(), Some("e4d5"));
        assert!(r.score.0 > 500, "a rook and a pawn up: {:?}", r.score);
    }

    #[test]
    fn a_side_losing_steers_into_a_repetition() {
        // Black is a queen down but can check forever; a repetition is a draw (0).
        let pos = Position::from_fen("6k1/5p2/6p1/8/8/8/q4PPP/1Q4K1 b - - 0 1").expect("fen");
        let r = Search::new(8).run(&pos, &[], Limits::depth(6), |_| {});
        assert!(r.score.0 >= -100, "{:?}", r);
    }

    #[test]
    fn the_stop_flag_and_the_node_limit_end_a_search_with_a_legal_move() {
        let pos = Position::start();
        let flag = Arc::new(AtomicBool::new(true));
        let r = Search::new(1).run(&pos, &[], Limits::default().with_stop(flag), |_| {});
        assert!(r.best.is_some_and(|m| pos.legal_moves().contains(&m)));
        let r = Search::new(1).run(&pos, &[], Limits::nodes(5_000), |_| {});
        assert!(r.nodes < 10_000, "{}", r.nodes);
        assert!(r.best.is_some_and(|m| pos.legal_moves().contains(&m)));
    }

    #[test]
    fn the_whole_time_is_spent_when_asked_and_a_legal_move_answered() {
        let pos = Position::start();
        let time = Duration::from_millis(200);
        let start = Instant::now();
        let limits = Limits {
            whole_time: true,
            ..Limits::time(time)
        };
        let r = Search::new(4).run(&pos, &[], limits, |_| {});
        assert!(start.elapsed() >= time, "{:?}", start.elapsed());
        assert!(r.best.is_some_and(|m| pos.legal_moves().contains(&m)));
    }

    #[test]
    fn each_finished_depth_is_told_with_a_legal_line() {
        let pos = Position::start();
        let mut depths = Vec::new();
        Search::new(4).run(&pos, &[], Limits::depth(5), |info| {
            let mut p = pos;
            for &m in &info.pv {
                assert!(p.legal_moves().contains(&m), "{m} in {:?}", info.pv);
                p.play_unchecked(m);
            }
            depths.push(info.depth);
        });
        assert_eq!(depths, [1, 2, 3, 4, 5]);
    }
}
