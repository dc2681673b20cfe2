//! Text to tokens: tag pairs, comments, NAGs, parentheses and symbols
//! (moves, move numbers, results), as the PGN standard's import format
//! has them. `%` escape lines are skipped here; nothing is refused here
//! but a tag pair that is not `[Name "value"]`.

/// One token of a PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token<'a> {
    /// `[Name "value"]`, the value unescaped.
    Tag {
        /// The tag's name.
        name: &'a str,
        /// The tag's value, `\"` and `\\` read as the character.
        value: String,
    },
    /// A `[` that does not open a well-formed tag pair (the rest of its
    /// line is skipped).
    BadTag,
    /// A `{...}` or `;...` comment, whitespace runs read as one space and
    /// trimmed.
    Comment(String),
    /// `$n` with `n` in 0..=255.
    Nag(u8),
    /// `(`: a variation starts.
    Open,
    /// `)`: a variation ends.
    Close,
    /// Anything else up to whitespace or a delimiter: a move, a move
    /// number, a result marker.
    Symbol(&'a str),
}

/// The tokens of a text, each with the byte offset where it starts.
#[derive(Clone, Debug)]
pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(text: &'a str) -> Lexer<'a> {
        Lexer { text, pos: 0 }
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || matches!(self.text.as_bytes()[self.pos - 1], b'\n' | b'\r')
    }

    fn skip_line(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.find(['\n', '\r']).unwrap_or(rest.len());
    }

    fn tag(&mut self) -> Token<'a> {
        match parse_tag(&self.text[self.pos..]) {
            Some((name, value, len)) => {
                self.pos += len;
                Token::Tag { name, value }
            }
            None => {
                self.pos += 1;
                self.skip_line();
                Token::BadTag
            }
        }
    }
}

/// Every whitespace run as one space, trimmed.
pub(crate) fn squeeze(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ';' | '$')
}

impl<'a> Iterator for Lexer<'a> {
    type Item = (usize, Token<'a>);

    fn next(&mut self) -> Option<(usize, Token<'a>)> {
        loop {
            let rest = &self.text[self.pos..];
            let c = rest.chars().next()?;
            let start = self.pos;
            if c.is_whitespace() {
                self.pos += c.len_utf8();
                continue;
            }
            if c == '%' && self.at_line_start() {
                self.skip_line();
                continue;
            }
            let token = match c {
                '[' => self.tag(),
                '{' => {
                    let inner = &rest[1..];
                    let end = inner.find('}').unwrap_or(inner.len());
                    self.pos += 1 + end + usize::from(end < inner.len());
                    Token::Comment(squeeze(&inner[..end]))
                }
                ';' => {
                    self.pos += 1;
                    let from = self.pos;
                    self.skip_line();
                    Token::Comment(squeeze(&self.text[from..self.pos]))
                }
                '(' => {
                    self.pos += 1;
                    Token::Open
                }
                ')' => {
                    self.pos += 1;
                    Token::Close
                }
                '}' => {
                    // A stray closing brace: nothing to keep.
                    self.pos += 1;
                    continue;
                }
                _ => {
                    // '$' starts a symbol too; only `$` + digits is a NAG.
                    let first = c.len_utf8();
                    let len = rest[first..]
                        .find(is_delimiter)
                        .map_or(rest.len(), |i| i + first);
                    let word = &rest[..len];
                    self.pos += len;
                    match word.strip_prefix('$').map(str::parse::<u8>) {
                        Some(Ok(nag)) if word[1..].bytes().all(|b| b.is_ascii_digit()) => {
                            Token::Nag(nag)
                        }
                        _ => Token::Symbol(word),
                    }
                }
            };
            return Some((start, token));
        }
    }
}

/// Reads `[Name "value"]` at the start of `text` (a `\"` or `\\` in the
/// value stands for the character itself; the value ends on its line);
/// returns the name, the value and the length read.
fn parse_tag(text: &str) -> Option<(&str, String, usize)> {
    let inner = text.strip_prefix('[')?.trim_start_matches([' ', '\t']);
    let name_end = inner.find(|c: char| c.is_whitespace() || c == '"' || c == ']')?;
    let (name, rest) = inner.split_at(name_end);
    if name.is_empty() {
        return None;
    }
    let quoted = rest.trim_start_matches([' ', '\t']).strip_prefix('"')?;
    let mut chars = quoted.char_indices();
    let mut value = String::new();
    let close = loop {
        match chars.next()? {
            (_, '\\') => match chars.next()? {
                (_, '\n' | '\r') => return None,
                (_, c) => value.push(c),
            },
            (i, '"') => break i,
            (_, '\n' | '\r') => return None,
            (_, c) => value.push(c),
        }
    };
    let after = quoted[close + 1..].trim_start_matches([' ', '\t']);
    let after = after.strip_prefix(']')?;
    Some((name, value, text.len() - after.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Token<'_>> {
        Lexer::new(text).map(|(_, t)| t).collect()
    }

    #[test]
    fn a_small_text_in_tokens() {
        assert_eq!(
            tokens("[White \"A \\\"B\\\"\"]\r\n%escaped line\r\n1.e4 {a\r\n b} $14 (1... c5) ; rest\n*"),
            [
                Token::Tag { name: "White", value: "A \"B\"".to_owned() },
                Token::Symbol("1.e4"),
                Token::Comment("a b".to_owned()),
                Token::Nag(14),
                Token::Open,
                Token::Symbol("1..."),
                Token::Symbol("c5"),
                Token::Close,
                Token::Comment("rest".to_owned()),
                Token::Symbol("*"),
            ]
        );
    }

    #[test]
    fn bad_tags_and_odd_dollars() {
        assert_eq!(tokens("[Event \"x\"\n1. e4")[0], Token::BadTag);
        assert_eq!(tokens("[Event]")[0], Token::BadTag);
        assert_eq!(
            tokens("$256 $ $1x"),
            [
                Token::Symbol("$256"),
                Token::Symbol("$"),
                Token::Symbol("$1x")
            ]
        );
    }
}
