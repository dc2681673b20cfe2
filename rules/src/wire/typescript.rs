//! The named types as TypeScript string unions (ts-rs): `type Color =
//! "white" | "black"`, `type Role`, `type Square = "a1" | … | "h8"`, each
//! built from the type's own `ALL` and name, so the union cannot drift.

use ts_rs::{Config, TS};

use crate::{Color, Role, Square};

/// `"a" | "b"` from the names.
fn union(names: impl Iterator<Item = String>) -> String {
    names
        .map(|name| format!("\"{name}\""))
        .collect::<Vec<_>>()
        .join(" | ")
}

macro_rules! named_union {
    ($ty:ty, $ts_name:literal, $doc:literal, $names:expr) => {
        impl TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn docs() -> Option<String> {
                Some($doc.to_owned())
            }

            fn name(_: &Config) -> String {
                $ts_name.to_owned()
            }

            fn inline(_: &Config) -> String {
                union($names)
            }

            fn decl(cfg: &Config) -> String {
                format!("type {} = {};", $ts_name, Self::inline(cfg))
            }

            fn decl_concrete(cfg: &Config) -> String {
                Self::decl(cfg)
            }
        }
    };
}

named_union!(
    Color,
    "Color",
    "A side, as the rules name it.",
    Color::ALL.iter().map(|c| c.name().to_owned())
);
named_union!(
    Role,
    "Role",
    "A kind of piece, as the rules name it.",
    Role::ALL.iter().map(|r| r.name().to_owned())
);
named_union!(
    Square,
    "Square",
    "A square of the board, file then rank.",
    Square::ALL.iter().map(Square::to_string)
);

#[cfg(test)]
mod tests {
    use ts_rs::{Config, TS};

    use crate::{Color, Role, Square};

    #[test]
    fn unions_list_every_name() {
        let cfg = Config::default();
        assert_eq!(Color::decl(&cfg), "type Color = \"white\" | \"black\";");
        assert!(Role::inline(&cfg).starts_with("\"pawn\" | \"knight\""));
        let squares = Square::inline(&cfg);
        assert_eq!(squares.matches(" | ").count(), 63);
        assert!(squares.starts_with("\"a1\" | \"b1\"") && squares.ends_with("\"h8\""));
        assert_eq!(Option::<Square>::name(&cfg), "Square | null");
    }
}
