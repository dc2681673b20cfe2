//! Taking an action back ([`Match::revert`], after a failed save) gives
//! exactly the match before it, whatever the action and the game: random
//! games of every action, timed and untimed, checked after each step.

use hotseat_rules::{Color, Declaration, Game};

use super::{control, three_then_thirty};
use crate::chess_match::{Action, Adjustment, Match};
use crate::time_control::PerMove;

/// A small xorshift generator: the same games on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % (n as u64)).unwrap_or(0)
    }

    fn color(&mut self) -> Color {
        if self.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        }
    }
}

/// A random action: mostly moves, and every other kind now and then.
fn any_action(played: &Match, rng: &mut Rng) -> Action {
    let legal = played.legal_moves();
    match rng.below(20) {
        0..=9 if !legal.is_empty() => Action::Play(legal[rng.below(legal.len())]),
        0..=11 => Action::Undo,
        12 => Action::Declare(Declaration::Resignation(rng.color())),
        13 => Action::Declare(Declaration::TimeOut(rng.color())),
        14 => Action::Offer(rng.color()),
        15 => Action::Answer {
            accept: rng.below(2) == 0,
        },
        16 => Action::Pause,
        17 => Action::Resume,
        18 => Action::Adjust(Adjustment::Give {
            to: rng.color(),
            ms: 1_000,
        }),
        _ => Action::AdjustAll(vec![
            Adjustment::SetTime {
                color: rng.color(),
                ms: 20_000,
            },
            Adjustment::SetStageMoves {
                color: rng.color(),
                made: u32::try_from(rng.below(3)).unwrap_or(0),
            },
        ]),
    }
}

#[test]
fn a_reverted_action_leaves_the_match_as_it_was() {
    let controls = [
        None,
        Some(control(300_000, PerMove::Fischer { ms: 2_000 })),
        Some(control(60_000, PerMove::Bronstein { ms: 3_000 })),
        Some(three_then_thirty()),
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut applied, mut reverted) = (0, 0);
    for control in controls {
        for _game in 0..12 {
            let mut played = Match::new(Game::new(), control.clone());
            let mut now = 0;
            for _step in 0..160 {
                now += u64::try_from(rng.below(4_000)).unwrap_or(0);
                let action = any_action(&played, &mut rng);
                let before = played.clone();
                match played.apply(&action, now) {
                    Ok(Some(change)) => {
                        let after = played.clone();
                        played.revert(change);
                        assert_eq!(played, before, "{action:?} at {now} was not taken back");
                        reverted += 1;
                        // Applied again, it makes the same match.
                        let again = played.apply(&action, now).expect("allowed as before");
                        assert!(again.is_some(), "{action:?}");
                        assert_eq!(played, after, "{action:?} applied twice differs");
                        applied += 1;
                    }
                    Ok(None) | Err(_) => {
                        assert_eq!(played, before, "{action:?} changed nothing, yet…");
                    }
                }
            }
        }
    }
    // The walk reached every kind of change often enough to mean something.
    assert!(
        applied > 2_000 && reverted == applied,
        "{applied} {reverted}"
    );
}
