//! The players' settings: seats, move confirmation, sound, coordinates,
//! theme, the low-time tick, the "+N s" button, the language and the move
//! notation. Validated strictly when the page sends them, read leniently from
//! the database (a damaged or unknown stored value falls back to its
//! default, so settings can never stop the app from starting).

use serde::{Deserialize, Serialize, Serializer};
use serde_json::{Map, Value};
use ts_rs::TS;

use crate::language::Language;

/// How the players sit (SPEC section 5).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Seats {
    /// Side by side: White at the bottom.
    #[default]
    Side,
    /// Pass the device: the board turns to the side to move.
    Pass,
    /// Face to face: Black's pieces and controls face the far side.
    Face,
}

/// The colour scheme.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follow the system's light or dark preference.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// The page's language: the system's, or one chosen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LanguageSetting {
    /// The language the system's locale asks for (English when it is none
    /// of ours).
    #[default]
    System,
    /// This one.
    Chosen(Language),
}

/// How moves are written in the move list, the review bar, Undo's label and
/// the announcements' visible texts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    /// SAN with the PGN's English letters: `Nf3`.
    #[default]
    Letters,
    /// SAN with the pieces' own shapes for their letters, readable in every
    /// language.
    Figurines,
}

/// A setting with a fixed set of values, each with its code (the JSON and
/// the stored text are the same code).
trait Choice: Sized + Copy + 'static {
    const ALL: &'static [Self];
    fn code(self) -> &'static str;
    fn from_code(code: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.code() == code)
    }
    /// `"a", "b" or "c"`, for messages.
    fn choices() -> String {
        let quoted: Vec<String> = Self::ALL
            .iter()
            .map(|c| format!("\"{}\"", c.code()))
            .collect();
        match quoted.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => quoted.join(""),
        }
    }
}

impl Choice for Seats {
    const ALL: &'static [Self] = &[Seats::Side, Seats::Pass, Seats::Face];
    fn code(self) -> &'static str {
        match self {
            Seats::Side => "side",
            Seats::Pass => "pass",
            Seats::Face => "face",
        }
    }
}

impl Choice for Theme {
    const ALL: &'static [Self] = &[Theme::System, Theme::Light, Theme::Dark];
    fn code(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

impl Choice for Notation {
    const ALL: &'static [Self] = &[Notation::Letters, Notation::Figurines];
    fn code(self) -> &'static str {
        match self {
            Notation::Letters => "letters",
            Notation::Figurines => "figurines",
        }
    }
}

impl Choice for LanguageSetting {
    const ALL: &'static [Self] = &{
        let mut all = [LanguageSetting::System; 16];
        let mut i = 0;
        while i < Language::ALL.len() {
            all[i + 1] = LanguageSetting::Chosen(Language::ALL[i]);
            i += 1;
        }
        all
    };
    fn code(self) -> &'static str {
        match self {
            LanguageSetting::System => "system",
            LanguageSetting::Chosen(language) => language.tag(),
        }
    }
}

impl Serialize for LanguageSetting {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

hotseat_rules::ts_string_union!(
    LanguageSetting,
    "LanguageSetting",
    "The page's language: \"system\" (the system's), or a language's tag.",
    hotseat_rules::ts_union(LanguageSetting::ALL.iter().map(|l| l.code()))
);

/// All the settings; `set_settings` replaces the whole record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// How the players sit.
    pub seats: Seats,
    /// Whether a move waits for a second tap to confirm it.
    pub confirm_move: bool,
    /// Whether moves make a sound.
    pub sound: bool,
    /// Whether the board shows its file and rank letters.
    pub coordinates: bool,
    /// The colour scheme.
    pub theme: Theme,
    /// Whether a running clock under its low-time mark ticks each second.
    pub low_time_tick: bool,
    /// Whether a timed game shows the "+N s to the opponent" button (off,
    /// as rated play has none).
    pub give_time: bool,
    /// The N of that button, in seconds ([`GIVE_SECONDS`]).
    pub give_seconds: u32,
    /// The page's language.
    pub language: LanguageSetting,
    /// How moves are written.
    pub notation: Notation,
}

/// The seconds the "+N s" button may give (a club clock's 5 s to 5 min).
pub const GIVE_SECONDS: std::ops::RangeInclusive<u32> = 5..=300;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seats: Seats::Side,
            confirm_move: false,
            sound: false,
            coordinates: true,
            theme: Theme::System,
            low_time_tick: false,
            give_time: false,
            give_seconds: 15,
            language: LanguageSetting::System,
            notation: Notation::Letters,
        }
    }
}

/// The JSON field names, in the order messages list them.
const FIELDS: [&str; 10] = [
    "seats",
    "confirmMove",
    "sound",
    "coordinates",
    "theme",
    "lowTimeTick",
    "giveTime",
    "giveSeconds",
    "language",
    "notation",
];

/// The fields a record may leave out (each is then its default): the ones
/// added after the first, so that a record of an older page still reads.
const OPTIONAL: [&str; 5] = [
    "lowTimeTick",
    "giveTime",
    "giveSeconds",
    "language",
    "notation",
];

/// At most this much of a bad value is echoed back in a message.
const SHOWN: usize = 32;

fn shown(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() > SHOWN {
        text.chars().take(SHOWN).chain("…".chars()).collect()
    } else {
        text
    }
}

fn choice<T: Choice>(obj: &Map<String, Value>, key: &str) -> Result<T, String> {
    let value = obj
        .get(key)
        .ok_or_else(|| format!("setting '{key}' is missing"))?;
    value.as_str().and_then(T::from_code).ok_or_else(|| {
        format!(
            "setting '{key}' must be {}, found {}",
            T::choices(),
            shown(value)
        )
    })
}

fn flag(obj: &Map<String, Value>, key: &str) -> Result<bool, String> {
    let value = obj
        .get(key)
        .ok_or_else(|| format!("setting '{key}' is missing"))?;
    value.as_bool().ok_or_else(|| {
        format!(
            "setting '{key}' must be true or false, found {}",
            shown(value)
        )
    })
}

/// The database keys; prefixed so they never meet the app's own keys
/// (`current_game`) in the shared `settings` table.
const KEY_SEATS: &str = "ui.seats";
const KEY_CONFIRM_MOVE: &str = "ui.confirm_move";
const KEY_SOUND: &str = "ui.sound";
const KEY_COORDINATES: &str = "ui.coordinates";
const KEY_THEME: &str = "ui.theme";
const KEY_LOW_TIME_TICK: &str = "ui.low_time_tick";
const KEY_GIVE_TIME: &str = "ui.give_time";
const KEY_GIVE_SECONDS: &str = "ui.give_seconds";
const KEY_LANGUAGE: &str = "ui.language";
const KEY_NOTATION: &str = "ui.notation";

fn seconds(obj: &Map<String, Value>, key: &str) -> Result<u32, String> {
    let value = obj
        .get(key)
        .ok_or_else(|| format!("setting '{key}' is missing"))?;
    value
        .as_u64()
        .and_then(|n| u32::try_from(n).ok())
        .filter(|n| GIVE_SECONDS.contains(n))
        .ok_or_else(|| {
            format!(
                "setting '{key}' must be a whole number of seconds from {} to {}, found {}",
                GIVE_SECONDS.start(),
                GIVE_SECONDS.end(),
                shown(value)
            )
        })
}

fn stored_flag(text: Option<String>, default: bool) -> bool {
    match text.as_deref() {
        Some("true") => true,
        Some("false") => false,
        _ => default,
    }
}

impl Settings {
    /// Reads a whole record as the page sends it: an object with the fields
    /// (those added later, `OPTIONAL`, may be left out), each with a known value,
    /// and no other.
    ///
    /// # Errors
    ///
    /// A sentence naming the missing, unknown or wrong field.
    pub fn from_json(value: &Value) -> Result<Settings, String> {
        let obj = value.as_object().ok_or_else(|| {
            format!(
                "settings must be an object {{{}}}, found {}",
                FIELDS.join(", "),
                shown(value)
            )
        })?;
        if let Some(unknown) = obj.keys().find(|k| !FIELDS.contains(&k.as_str())) {
            let name: String = unknown.chars().take(SHOWN).collect();
            return Err(format!(
                "'{name}' is not a setting; the settings are {}",
                FIELDS.join(", ")
            ));
        }
        Ok(Settings {
            seats: choice(obj, "seats")?,
            confirm_move: flag(obj, "confirmMove")?,
            sound: flag(obj, "sound")?,
            coordinates: flag(obj, "coordinates")?,
            theme: choice(obj, "theme")?,
            low_time_tick: match obj.get(OPTIONAL[0]) {
                None => Settings::default().low_time_tick,
                Some(_) => flag(obj, OPTIONAL[0])?,
            },
            give_time: match obj.get(OPTIONAL[1]) {
                None => Settings::default().give_time,
                Some(_) => flag(obj, OPTIONAL[1])?,
            },
            give_seconds: match obj.get(OPTIONAL[2]) {
                None => Settings::default().give_seconds,
                Some(_) => seconds(obj, OPTIONAL[2])?,
            },
            language: match obj.get(OPTIONAL[3]) {
                None => Settings::default().language,
                Some(_) => choice(obj, OPTIONAL[3])?,
            },
            notation: match obj.get(OPTIONAL[4]) {
                None => Settings::default().notation,
                Some(_) => choice(obj, OPTIONAL[4])?,
            },
        })
    }

    /// The settings as `(key, value)` rows of the `settings` table.
    pub fn to_rows(&self) -> Vec<(&'static str, String)> {
        vec![
            (KEY_SEATS, self.seats.code().to_owned()),
            (KEY_CONFIRM_MOVE, self.confirm_move.to_string()),
            (KEY_SOUND, self.sound.to_string()),
            (KEY_COORDINATES, self.coordinates.to_string()),
            (KEY_THEME, self.theme.code().to_owned()),
            (KEY_LOW_TIME_TICK, self.low_time_tick.to_string()),
            (KEY_GIVE_TIME, self.give_time.to_string()),
            (KEY_GIVE_SECONDS, self.give_seconds.to_string()),
            (KEY_LANGUAGE, self.language.code().to_owned()),
            (KEY_NOTATION, self.notation.code().to_owned()),
        ]
    }

    /// The settings from stored rows; `get` answers a key's value if there
    /// is one. Each missing or unreadable value is its default.
    pub fn from_rows(get: impl Fn(&str) -> Option<String>) -> Settings {
        let default = Settings::default();
        Settings {
            seats: get(KEY_SEATS)
                .and_then(|t| Seats::from_code(&t))
                .unwrap_or(default.seats),
            confirm_move: stored_flag(get(KEY_CONFIRM_MOVE), default.confirm_move),
            sound: stored_flag(get(KEY_SOUND), default.sound),
            coordinates: stored_flag(get(KEY_COORDINATES), default.coordinates),
            theme: get(KEY_THEME)
                .and_then(|t| Theme::from_code(&t))
                .unwrap_or(default.theme),
            low_time_tick: stored_flag(get(KEY_LOW_TIME_TICK), default.low_time_tick),
            give_time: stored_flag(get(KEY_GIVE_TIME), default.give_time),
            give_seconds: get(KEY_GIVE_SECONDS)
                .and_then(|t| t.parse().ok())
                .filter(|n| GIVE_SECONDS.contains(n))
                .unwrap_or(default.give_seconds),
            language: get(KEY_LANGUAGE)
                .and_then(|t| LanguageSetting::from_code(&t))
                .unwrap_or(default.language),
            notation: get(KEY_NOTATION)
                .and_then(|t| Notation::from_code(&t))
                .unwrap_or(default.notation),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn json_round_trip_and_defaults() {
        let s = Settings::default();
        let value = serde_json::to_value(s).expect("json");
        assert_eq!(
            value,
            json!({ "seats": "side", "confirmMove": false, "sound": false,
                    "coordinates": true, "theme": "system", "lowTimeTick": false,
                    "giveTime": false, "giveSeconds": 15, "language": "system",
                    "notation": "letters" })
        );
        assert_eq!(Settings::from_json(&value), Ok(s));
        // An older page's record, without the low-time tick: its default.
        let older = json!({ "seats": "face", "confirmMove": false, "sound": false,
                            "coordinates": true, "theme": "dark" });
        let read = Settings::from_json(&older).expect("reads");
        assert!(!read.low_time_tick);
        assert_eq!(read.seats, Seats::Face);
    }

    #[test]
    fn bad_records_are_named() {
        let good = json!({ "seats": "face", "confirmMove": true, "sound": true,
                           "coordinates": false, "theme": "dark" });
        let with = |key: &str, v: Value| {
            let mut obj = good.clone();
            obj[key] = v;
            Settings::from_json(&obj).expect_err("rejected")
        };
        assert_eq!(
            with("seats", json!("couch")),
            "setting 'seats' must be \"side\", \"pass\" or \"face\", found \"couch\""
        );
        assert!(with("theme", json!(1)).contains("\"system\", \"light\" or \"dark\""));
        assert!(with("sound", json!("yes")).contains("true or false"));
        assert!(with("lowTimeTick", json!(1)).contains("'lowTimeTick' must be true or false"));
        assert!(with("giveTime", json!("on")).contains("'giveTime' must be true or false"));
        assert!(with("language", json!("xx")).contains("\"system\", \"en\", \"es\""));
        assert!(with("notation", json!("runes")).contains("\"letters\" or \"figurines\""));
        assert_eq!(
            Settings::from_json(&{
                let mut obj = good.clone();
                obj["language"] = json!("zh-CN");
                obj["notation"] = json!("figurines");
                obj
            })
            .map(|s| (s.language, s.notation)),
            Ok((
                LanguageSetting::Chosen(Language::ChineseSimplified),
                Notation::Figurines
            ))
        );
        for bad in [json!(4), json!(301), json!(15.5), json!("15"), json!(-1)] {
            assert!(
                with("giveSeconds", bad.clone()).contains("from 5 to 300"),
                "{bad}"
            );
        }
        assert_eq!(
            Settings::from_json(&{
                let mut obj = good.clone();
                obj["giveSeconds"] = json!(30);
                obj
            })
            .map(|s| s.give_seconds),
            Ok(30)
        );
        assert!(with("colour", json!("red")).contains("'colour' is not a setting"));
        let mut missing = good.clone();
        missing.as_object_mut().expect("object").remove("theme");
        assert_eq!(
            Settings::from_json(&missing),
            Err("setting 'theme' is missing".to_owned())
        );
        assert!(Settings::from_json(&json!([1])).is_err());
        let long = with("seats", json!("x".repeat(10_000)));
        assert!(long.len() < 200, "{long}");
    }

    #[test]
    fn stored_rows_fall_back_per_field() {
        let s = Settings {
            seats: Seats::Pass,
            confirm_move: true,
            sound: true,
            coordinates: false,
            theme: Theme::Light,
            low_time_tick: true,
            give_time: true,
            give_seconds: 30,
            language: LanguageSetting::Chosen(Language::PortugueseBrazil),
            notation: Notation::Figurines,
        };
        let rows = s.to_rows();
        let get = |k: &str| {
            rows.iter()
                .find(|(key, _)| *key == k)
                .map(|(_, v)| v.clone())
        };
        assert_eq!(Settings::from_rows(get), s);
        let damaged = |k: &str| match k {
            KEY_SEATS => Some("sofa".to_owned()),
            KEY_SOUND => Some("true".to_owned()),
            KEY_COORDINATES => Some("1".to_owned()),
            KEY_GIVE_SECONDS => Some("9000".to_owned()),
            KEY_LANGUAGE => Some("klingon".to_owned()),
            KEY_NOTATION => Some("runes".to_owned()),
            _ => None,
        };
        assert_eq!(
            Settings::from_rows(damaged),
            Settings {
                sound: true,
                ..Settings::default()
            }
        );
    }
}
