//! The kinds of chess Hotseat Chess plays: standard chess (also from any
//! position and as Chess960, both [`Position`](crate::Position)) and lichess's seven
//! variants, one type each behind the [`Rules`] trait.
//!
//! A game picks its type once; each type's move generator and perft are
//! compiled for it alone, so standard chess pays nothing for the others.
//! [`AnyPosition`] holds any of them for a game chosen at run time.

mod antichess;
mod any;
mod atomic;
mod crazyhouse;
mod horde;
mod horde_material;
mod king_of_the_hill;
mod names;
mod racing_kings;
mod rules;
mod three_check;

pub use antichess::Antichess;
pub use any::AnyPosition;
pub use atomic::Atomic;
pub use crazyhouse::{Crazyhouse, Pocket};
pub use horde::Horde;
pub use king_of_the_hill::KingOfTheHill;
pub use names::Variant;
pub use racing_kings::RacingKings;
pub(crate) use rules::sealed;
pub use rules::{Rules, Setup};
pub use three_check::ThreeCheck;
