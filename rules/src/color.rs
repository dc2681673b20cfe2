//! The two sides and a container holding one value per side.

use std::ops::{Index, IndexMut, Not};

/// One of the two players.
///
/// # Examples
///
/// ```
/// use hotseat_rules::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.name(), "black");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The lower-case English name, as used in the CLI's JSON and the UI.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The colour named by [`Color::name`] (`"white"`, `"black"`), the one
    /// parser of the names the app stores and receives.
    ///
    /// ```
    /// use hotseat_rules::Color;
    /// assert_eq!(Color::from_name("black"), Some(Color::Black));
    /// assert_eq!(Color::from_name("Black"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The capitalised name used in status texts ("White to move").
    pub const fn title(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// `'w'` or `'b'`, as in the FEN side-to-move field.
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Picks `white` or `black` according to `self`.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;

    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// One value for each colour, indexed by [`Color`].
///
/// # Examples
///
/// ```
/// use hotseat_rules::{ByColor, Color};
/// let mut kings = ByColor::new("e1", "e8");
/// kings[Color::Black] = "g8";
/// assert_eq!(kings.white, "e1");
/// assert_eq!(kings[Color::Black], "g8");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Makes a container from White's and Black's values.
    pub const fn new(white: T, black: T) -> Self {
        ByColor { white, black }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;

    #[inline]
    fn index(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
