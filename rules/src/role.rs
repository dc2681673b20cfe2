//! The six kinds of piece.

use std::fmt;

/// What a piece is, independent of its colour.
///
/// # Examples
///
/// ```
/// use hotseat_rules::Role;
/// assert_eq!(Role::from_char('n'), Some(Role::Knight));
/// assert_eq!(Role::Queen.char(), 'q');
/// assert_eq!(Role::Knight.san_char(), Some('N'));
/// assert_eq!(Role::Pawn.san_char(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Moves forward, captures diagonally; drawn as a circle.
    Pawn = 0,
    /// Jumps in an L; drawn as an L shape.
    Knight = 1,
    /// Slides diagonally; drawn as a triangle.
    Bishop = 2,
    /// Slides along ranks and files; drawn as a square.
    Rook = 3,
    /// Slides in all eight directions; drawn as an asterisk.
    Queen = 4,
    /// Steps one square; drawn as a cross.
    King = 5,
}

impl Role {
    /// All roles, from pawn to king.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The lower-case letter used in FEN (for Black) and UCI promotions.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The upper-case SAN letter; pawns have none.
    pub const fn san_char(self) -> Option<char> {
        match self {
            Role::Pawn => None,
            Role::Knight => Some('N'),
            Role::Bishop => Some('B'),
            Role::Rook => Some('R'),
            Role::Queen => Some('Q'),
            Role::King => Some('K'),
        }
    }

    /// Parses a FEN/UCI letter in either case.
    pub const fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }

    /// The English name in lower case ("knight").
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// The piece a pawn promotes to, named by its [`Role::name`] or its
    /// letter in either case (`"queen"`, `"Q"`, `"n"`); `None` for anything
    /// else, pawns and kings included.
    ///
    /// ```
    /// use hotseat_rules::Role;
    /// assert_eq!(Role::promotion_from_name("Knight"), Some(Role::Knight));
    /// assert_eq!(Role::promotion_from_name("q"), Some(Role::Queen));
    /// assert_eq!(Role::promotion_from_name("king"), None);
    /// ```
    pub fn promotion_from_name(text: &str) -> Option<Role> {
        Role::PROMOTIONS.into_iter().find(|role| {
            text.eq_ignore_ascii_case(role.name())
                || (text.len() == 1
                    && text.eq_ignore_ascii_case(role.char().encode_utf8(&mut [0; 4])))
        })
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
