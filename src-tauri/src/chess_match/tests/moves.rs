//! Moves the match refuses, and what a refusal leaves.

use hotseat_rules::Color::Black;
use hotseat_rules::{Declaration, PlayError, TextMoveError};

use super::{mv, play, Run};
use crate::chess_match::{Action, MatchError};
use crate::time_control::PerMove;

#[test]
fn refused_moves() {
    let mut run = Run::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", None);
    assert_eq!(
        run.refuse(play("a7a8"), 0),
        MatchError::PromotionMissing(mv("a7a8"))
    );
    assert!(matches!(
        run.refuse(play("e1e3"), 0),
        MatchError::Play(PlayError::Illegal(_))
    ));
    // (typed, the refusal's message)
    let typed: &[(&str, &str)] = &[
        ("a8", "a8 needs a promotion piece: a8=Q, a8=R, a8=B or a8=N"),
        (
            "a8+",
            "a8 needs a promotion piece: a8=Q, a8=R, a8=B or a8=N",
        ),
        (
            "a7a8",
            "a7a8 needs a promotion piece: a7a8q, a7a8r, a7a8b or a7a8n",
        ),
    ];
    for (text, message) in typed {
        let refused = run.refuse(Action::PlayText((*text).into()), 0);
        assert_eq!(refused.to_string(), *message, "{text}");
    }
    assert!(matches!(
        run.refuse(Action::PlayText("Ke3".into()), 0),
        MatchError::Text(TextMoveError::San(_))
    ));
    assert!(matches!(
        run.refuse(Action::PlayText("hello".into()), 0),
        MatchError::Text(TextMoveError::Syntax(_))
    ));
    run.act(Action::PlayText("a8=Q".into()), 0);
    run.act(Action::Declare(Declaration::Resignation(Black)), 0);
    assert!(matches!(
        run.refuse(play("e1e2"), 0),
        MatchError::Play(PlayError::GameOver(_))
    ));
    assert!(matches!(
        run.refuse(Action::PlayText("Ke2".into()), 0),
        MatchError::Text(TextMoveError::Play(PlayError::GameOver(_)))
    ));
}

#[test]
fn a_refused_action_leaves_the_match_as_it_was() {
    let mut run = Run::timed(60_000, PerMove::None);
    run.act(play("e2e4"), 0);
    let before = run.0.clone();
    for action in [play("e2e4"), Action::Answer { accept: true }] {
        run.refuse(action, 1_000);
        assert_eq!(run.0, before);
    }
}

#[test]
fn the_legal_moves_kept_are_the_games_after_every_action() {
    let mut run = Run::timed(600_000, PerMove::Fischer { ms: 1_000 });
    let mut now = 0;
    for step in 0..300usize {
        now += 700;
        let legal = run.0.legal_moves().to_vec();
        let action = match step % 11 {
            3 | 7 if run.0.game().can_undo() => Action::Undo,
            _ if legal.is_empty() => Action::Undo,
            _ => Action::Play(legal[(step * 7 + 3) % legal.len()]),
        };
        run.act(action, now);
        assert_eq!(
            run.0.legal_moves(),
            &*run.0.game().legal_moves(),
            "step {step}"
        );
        assert_eq!(
            run.0.move_clocks().len(),
            run.0.game().history().len(),
            "step {step}"
        );
    }
}
