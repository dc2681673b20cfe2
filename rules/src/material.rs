//! The insufficient-material rule, exactly as SPEC section 2 states it.

use crate::{Bitboard, Color, Position, Role};

impl Position {
    /// Whether `color` could checkmate by some series of legal moves, judged
    /// from material alone.
    ///
    /// A side cannot mate with a bare king; with king and exactly one knight
    /// while the opponent has only king and queens; or with king and bishops
    /// only, all bishops on the board on one colour of square, while the
    /// opponent has no pawn and no knight. Anything else can mate.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Color, Position};
    /// // K+N v K+P: the pawn can block its own king in, so White can mate.
    /// let pos = Position::from_fen("7k/7p/8/8/8/8/8/KN6 w - - 0 1").unwrap();
    /// assert!(pos.can_checkmate(Color::White));
    /// assert!(pos.can_checkmate(Color::Black));
    /// ```
    pub fn can_checkmate(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let theirs = self.by_color(!color);
        let kings = self.by_role(Role::King);
        let our_extra = ours & !kings;

        if our_extra.is_empty() {
            return false;
        }

        let knights = self.pieces(color, Role::Knight);
        if our_extra == knights && knights.count() == 1 {
            let their_queens_and_king = self.pieces(!color, Role::Queen) | (kings & theirs);
            if theirs == their_queens_and_king {
                return false;
            }
        }

        let bishops = self.pieces(color, Role::Bishop);
        if our_extra == bishops {
            let all_bishops = self.by_role(Role::Bishop);
            let one_colour = (all_bishops & Bitboard::LIGHT_SQUARES).is_empty()
                || (all_bishops & Bitboard::DARK_SQUARES).is_empty();
            let blockers = self.pieces(!color, Role::Pawn) | self.pieces(!color, Role::Knight);
            if one_colour && blockers.is_empty() {
                return false;
            }
        }
        true
    }

    /// Whether neither side can ever checkmate: the insufficient-material
    /// draw.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::Position;
    /// let kk = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    /// assert!(kk.is_insufficient_material());
    /// assert!(!Position::start().is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        !self.can_checkmate(Color::White) && !self.can_checkmate(Color::Black)
    }

    /// Whether `color`'s own material could never give mate, whatever the
    /// opponent has: a lone king, king and one knight, or king and
    /// bishops that all stand on squares of one colour.
    ///
    /// This is the flag-fall rule of Hotseat Chess (issue 6): when a
    /// player's time runs out and the opponent's material is one of these,
    /// the game is a draw instead of a loss. It looks at the opponent's
    /// pieces alone, as club rules for flag falls do (e.g. USCF 14E), and
    /// not at helpmates the flagged side's own pieces would allow: king and
    /// knight against king and rook is a draw on time, although a mate
    /// with the rook blocking its own king exists. That keeps the rule
    /// short enough to state on the screen and to check by hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use hotseat_rules::{Color, Position};
    /// // White: king and two light-squared bishops; Black: king and rook.
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/r7/3BKB2 w - - 0 1").unwrap();
    /// assert!(pos.lacks_mating_material(Color::White));
    /// assert!(!pos.lacks_mating_material(Color::Black));
    /// ```
    pub fn lacks_mating_material(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let extra = ours & !self.by_role(Role::King);
        if extra.is_empty() {
            return true;
        }
        let knights = self.pieces(color, Role::Knight);
        if extra == knights && knights.count() == 1 {
            return true;
        }
        let bishops = self.pieces(color, Role::Bishop);
        extra == bishops
            && ((bishops & Bitboard::LIGHT_SQUARES).is_empty()
                || (bishops & Bitboard::DARK_SQUARES).is_empty())
    }
}
