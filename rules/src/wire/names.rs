//! serde for the named types: each is written as its name and read back
//! from exactly that name (`"white"`, `"knight"`, `"e4"`).

use std::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Color, Role, Square, Variant};

impl Serialize for Color {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Role {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl Serialize for Variant {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

/// Reads a name with `parse`; `expected` completes "expected …".
struct Named<T> {
    expected: &'static str,
    parse: fn(&str) -> Option<T>,
}

impl<T> Visitor<'_> for Named<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expected)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        // A long text is cut: the message must stay readable.
        (self.parse)(v).ok_or_else(|| {
            let shown: String = v.chars().take(16).collect();
            E::custom(format_args!("'{shown}' is not {}", self.expected))
        })
    }
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        d.deserialize_str(Named {
            expected: "a colour: \"white\" or \"black\"",
            parse: Color::from_name,
        })
    }
}

impl<'de> Deserialize<'de> for Role {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Role, D::Error> {
        d.deserialize_str(Named {
            expected: "a role: \"pawn\", \"knight\", \"bishop\", \"rook\", \"queen\" or \"king\"",
            parse: |name| Role::ALL.into_iter().find(|r| r.name() == name),
        })
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        d.deserialize_str(Named {
            expected: "a square: a file a-h and a rank 1-8, such as \"e4\"",
            parse: |name| name.parse().ok(),
        })
    }
}

impl<'de> Deserialize<'de> for Variant {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        d.deserialize_str(Named {
            expected: "a kind of chess: \"standard\", \"chess960\", \"king_of_the_hill\", \"three_check\", \"crazyhouse\", \"antichess\", \"atomic\", \"horde\" or \"racing_kings\"",
            parse: Variant::from_code,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::{Color, Role, Square, Variant};

    #[test]
    fn every_name_round_trips() {
        for c in Color::ALL {
            let text = serde_json::to_string(&c).unwrap();
            assert_eq!(text, format!("\"{}\"", c.name()));
            assert_eq!(serde_json::from_str::<Color>(&text).unwrap(), c);
        }
        for r in Role::ALL {
            let text = serde_json::to_string(&r).unwrap();
            assert_eq!(text, format!("\"{}\"", r.name()));
            assert_eq!(serde_json::from_str::<Role>(&text).unwrap(), r);
        }
        for sq in Square::ALL {
            let text = serde_json::to_string(&sq).unwrap();
            assert_eq!(text, format!("\"{sq}\""));
            assert_eq!(serde_json::from_str::<Square>(&text).unwrap(), sq);
        }
        for v in Variant::ALL {
            let text = serde_json::to_string(&v).unwrap();
            assert_eq!(text, format!("\"{}\"", v.code()));
            assert_eq!(serde_json::from_str::<Variant>(&text).unwrap(), v);
        }
    }

    #[test]
    fn anything_else_is_refused_with_what_was_expected() {
        let cases = [
            (
                serde_json::from_str::<Color>("\"White\"").map(|_| ()),
                "'White' is not a colour: \"white\" or \"black\"",
            ),
            (
                serde_json::from_str::<Role>("\"Q\"").map(|_| ()),
                "'Q' is not a role",
            ),
            (
                serde_json::from_str::<Square>("\"z9\"").map(|_| ()),
                "such as \"e4\"",
            ),
            (
                serde_json::from_str::<Square>("4").map(|_| ()),
                "expected a square",
            ),
            (
                serde_json::from_str::<Color>(&format!("\"{}\"", "x".repeat(100))).map(|_| ()),
                "'xxxxxxxxxxxxxxxx' is not",
            ),
        ];
        for (result, expected) in cases {
            let message = result.expect_err("refused").to_string();
            assert!(message.contains(expected), "{message}");
        }
    }
}
