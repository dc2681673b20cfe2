//! Taking an action back ([`Match::revert`], after a failed save) gives
//! exactly the match before it, whatever the action and the game: random
//! games of every action, timed and untimed, checked after each step.

use hotseat_rules::{Color, Declaration, Game};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::{control, three_then_thirty};
use crate::chess_match::{Action, Adjustment, Match};
use crate::time_control::PerMove;

/// A colour at random.
fn color(rng: &mut StdRng) -> Color {
    if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    }
}

/// A random action: mostly moves, and every other kind now and then.
fn any_action(played: &Match, rng: &mut StdRng) -> Action {
    let legal = played.legal_moves();
    match rng.random_range(0..20) {
        0..=9 if !legal.is_empty() => Action::Play(legal[rng.random_range(0..legal.len())]),
        0..=11 => Action::Undo,
        12 => Action::Declare(Declaration::Resignation(color(rng))),
        13 => Action::Declare(Declaration::TimeOut(color(rng))),
        14 => Action::Offer(color(rng)),
        15 => Action::Answer {
            accept: rng.random_bool(0.5),
        },
        16 => Action::Pause,
        17 => Action::Resume,
        18 => Action::Adjust(Adjustment::Give {
            to: color(rng),
            ms: 1_000,
        }),
        _ => Action::AdjustAll(vec![
            Adjustment::SetTime {
                color: color(rng),
                ms: 20_000,
            },
            Adjustment::SetStageMoves {
                color: color(rng),
                made: rng.random_range(0..3),
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
    let mut rng = StdRng::seed_from_u64(0x9E37_79B9_7F4A_7C15);
    let (mut applied, mut reverted) = (0, 0);
    for control in controls {
        for _game in 0..12 {
            let mut played = Match::new(Game::new(), control.clone());
            let mut now = 0;
            for _step in 0..160 {
                now += rng.random_range(0..4_000);
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
