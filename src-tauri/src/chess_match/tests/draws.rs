//! Draw offers: standing, declined by a move, answered, agreed.

use hotseat_rules::Color::{Black, White};
use hotseat_rules::{Declaration, DrawReason, Outcome};

use super::{play, Run};
use crate::chess_match::{Action, Event, MatchError};

#[test]
fn draw_offers() {
    let mut run = Run::untimed();
    assert_eq!(
        run.refuse(Action::Answer { accept: true }, 0),
        MatchError::NoOffer
    );
    assert_eq!(run.act(Action::Offer(White), 0), Event::Offered(White));
    run.idle(Action::Offer(White), 0);
    // The side that offered may move; the offer stands.
    run.act(play("e2e4"), 0);
    assert_eq!(run.0.draw_offer(), Some(White));
    // A move by the side it was offered to declines it.
    run.act(play("e7e5"), 0);
    assert_eq!(run.0.draw_offer(), None);
    run.act(Action::Offer(Black), 0);
    assert_eq!(
        run.act(Action::Answer { accept: false }, 0),
        Event::Answered { accepted: false }
    );
    assert_eq!((run.0.draw_offer(), run.outcome()), (None, None));
    run.act(Action::Offer(Black), 0);
    // Offering against a standing offer agrees to it.
    assert_eq!(
        run.act(Action::Offer(White), 0),
        Event::Answered { accepted: true }
    );
    assert_eq!(run.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    for action in [
        Action::Offer(White),
        Action::Answer { accept: true },
        Action::Declare(Declaration::Resignation(White)),
    ] {
        assert!(matches!(run.refuse(action, 0), MatchError::Over(_)));
    }
}
