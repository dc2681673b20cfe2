//! The named types as TypeScript string unions (ts-rs): `type Color =
//! "white" | "black"`, `type Role`, `type Square = "a1" | … | "h8"`, each
//! built from the type's own `ALL` and name, so the union cannot drift.

use crate::{Color, Role, Square, Variant};

/// `"a" | "b"`: each of `names` once, quoted, in their first order.
///
/// ```
/// assert_eq!(hotseat_rules::ts_union(["1-0", "0-1", "1-0"]), "\"1-0\" | \"0-1\"");
/// ```
pub fn ts_union<S: AsRef<str>>(names: impl IntoIterator<Item = S>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for name in names {
        let quoted = format!("\"{}\"", name.as_ref());
        if !seen.contains(&quoted) {
            seen.push(quoted);
        }
    }
    seen.join(" | ")
}

/// Implements `ts_rs::TS` for `$ty` as the TypeScript type `$name`, a
/// string union whose members `$members` (an expression giving a `String`,
/// such as a [`ts_union`] call) lists: for values written by hand-made
/// `Serialize` impls, whose names come from one table.
#[macro_export]
macro_rules! ts_string_union {
    ($ty:ty, $name:literal, $doc:literal, $members:expr) => {
        impl ::ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn docs() -> Option<String> {
                Some($doc.to_owned())
            }

            fn name(_: &::ts_rs::Config) -> String {
                $name.to_owned()
            }

            fn inline(_: &::ts_rs::Config) -> String {
                $members
            }

            fn decl(cfg: &::ts_rs::Config) -> String {
                format!("type {} = {};", $name, <Self as ::ts_rs::TS>::inline(cfg))
            }

            fn decl_concrete(cfg: &::ts_rs::Config) -> String {
                <Self as ::ts_rs::TS>::decl(cfg)
            }
        }
    };
}

ts_string_union!(
    Color,
    "Color",
    "A side, as the rules name it.",
    ts_union(Color::ALL.map(Color::name))
);
ts_string_union!(
    Role,
    "Role",
    "A kind of piece, as the rules name it.",
    ts_union(Role::ALL.map(Role::name))
);
ts_string_union!(
    Variant,
    "Variant",
    "A kind of chess, by its code.",
    ts_union(Variant::ALL.map(Variant::code))
);
ts_string_union!(
    Square,
    "Square",
    "A square of the board, file then rank.",
    ts_union(Square::ALL.iter().map(Square::to_string))
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
