//! How the rules' names travel to other programs, behind optional features:
//! `serde` (a [`Color`](crate::Color) is `"white"`, a [`Role`](crate::Role)
//! `"knight"`, a [`Square`](crate::Square) `"e4"`: the names the CLI's JSON
//! and the app's commands use) and `ts` (the same names as TypeScript string
//! unions, through ts-rs). The core itself has no dependencies.

#[cfg(feature = "serde")]
mod names;
#[cfg(feature = "ts")]
mod typescript;
#[cfg(feature = "ts")]
pub use typescript::ts_union;
