//! The players' settings: read them, replace them.

use serde::{Deserialize, Deserializer};
use serde_json::Value;
use ts_rs::TS;

use crate::error::CommandError;
use crate::language::Language;
use crate::session::Session;
use crate::settings::Settings;

/// The current settings.
pub fn settings(session: &mut Session) -> Result<Settings, CommandError> {
    Ok(session.settings())
}

/// The language the operating system's locale asks for, if the page
/// speaks it (the "system" choice of the Language setting).
pub fn system_language(_: &mut Session) -> Result<Option<Language>, CommandError> {
    Ok(Language::of_system())
}

/// `set_settings`' arguments.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS)]
pub struct SetSettingsArgs {
    /// The whole record.
    #[serde(deserialize_with = "checked_settings")]
    pub settings: Settings,
}

/// Reads the record with [`Settings::from_json`], whose messages name the
/// setting that is wrong.
fn checked_settings<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Settings, D::Error> {
    Settings::from_json(&Value::deserialize(deserializer)?).map_err(serde::de::Error::custom)
}

/// Replaces the whole settings record and saves it; answers what is now in
/// force.
pub fn set_settings(
    session: &mut Session,
    args: SetSettingsArgs,
) -> Result<Settings, CommandError> {
    session.set_settings(args.settings)
}
