//! The verdicts the players give: resigning, offering a draw and answering
//! the offer.

use hotseat_rules::Color;
use serde::Deserialize;
use ts_rs::TS;

use crate::dto::GameView;
use crate::error::CommandError;
use crate::session::Session;

/// `resign`'s and `offer_draw`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct ColorArgs {
    /// Who resigns or offers.
    pub color: Color,
}

/// `color` resigns: `White resigns — Black wins`.
pub fn resign(session: &mut Session, args: ColorArgs) -> Result<GameView, CommandError> {
    session.resign(args.color)
}

/// `color` offers a draw; the view's `drawOffer` names them until the other
/// player answers (or declines by moving).
pub fn offer_draw(session: &mut Session, args: ColorArgs) -> Result<GameView, CommandError> {
    session.offer_draw(args.color)
}

/// `answer_draw`'s arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, TS)]
pub struct AnswerDrawArgs {
    /// Accept (`Draw — agreement`) or decline.
    pub accept: bool,
}

/// The other player accepts (`Draw — agreement`) or declines the offer.
pub fn answer_draw(session: &mut Session, args: AnswerDrawArgs) -> Result<GameView, CommandError> {
    session.answer_draw(args.accept)
}
