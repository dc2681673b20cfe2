//! The languages the page speaks (each has its catalogue in `ui/messages/`),
//! and which of them a system locale asks for. The page's words are made
//! there; the Rust side only names the language.

use serde::{Serialize, Serializer};

/// A language of the page, named by its BCP 47 tag (`"de"`, `"pt-BR"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    Spanish,
    German,
    French,
    Italian,
    PortugueseBrazil,
    Russian,
    Ukrainian,
    Polish,
    Turkish,
    Dutch,
    ChineseSimplified,
    Japanese,
    Hindi,
    Arabic,
    /// English dressed as a translation (accented, about 40% longer,
    /// bracketed): not offered in the setting, reached through a pseudo
    /// locale (`en-XA` as Android names it, `qps-ploc` as Windows does) to
    /// see the layout hold longer words and find any text not made by the
    /// catalogue.
    Pseudo,
}

impl Language {
    /// Every language the setting offers, English (the catalogue the
    /// others follow) first.
    pub const ALL: [Language; 15] = [
        Language::English,
        Language::Spanish,
        Language::German,
        Language::French,
        Language::Italian,
        Language::PortugueseBrazil,
        Language::Russian,
        Language::Ukrainian,
        Language::Polish,
        Language::Turkish,
        Language::Dutch,
        Language::ChineseSimplified,
        Language::Japanese,
        Language::Hindi,
        Language::Arabic,
    ];

    /// Its tag, as the catalogue file is named.
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::German => "de",
            Language::French => "fr",
            Language::Italian => "it",
            Language::PortugueseBrazil => "pt-BR",
            Language::Russian => "ru",
            Language::Ukrainian => "uk",
            Language::Polish => "pl",
            Language::Turkish => "tr",
            Language::Dutch => "nl",
            Language::ChineseSimplified => "zh-CN",
            Language::Japanese => "ja",
            Language::Hindi => "hi",
            Language::Arabic => "ar",
            Language::Pseudo => "en-XA",
        }
    }

    /// The language tagged `tag`, exactly.
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.tag() == tag)
    }

    /// The language a system locale asks for: its language subtag decides
    /// (`de_AT.UTF-8` and `de-CH` are German; `pt_PT` gets Brazil's
    /// Portuguese, `zh_TW` the simplified script: closer than English).
    /// POSIX (`de_DE.UTF-8@euro`) and BCP 47 (`de-DE`) forms both read.
    ///
    /// ```
    /// use hotseat_chess_lib::Language;
    /// assert_eq!(Language::for_locale("de_AT.UTF-8"), Some(Language::German));
    /// assert_eq!(Language::for_locale("pt-PT"), Some(Language::PortugueseBrazil));
    /// assert_eq!(Language::for_locale("C"), None);
    /// assert_eq!(Language::for_locale("sw-KE"), None);
    /// ```
    pub fn for_locale(locale: &str) -> Option<Language> {
        let subtags: Vec<String> = locale
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .split(['_', '-'])
            .map(str::to_ascii_lowercase)
            .collect();
        if matches!(subtags.as_slice(), [en, xa] if en == "en" && xa == "xa")
            || matches!(subtags.as_slice(), [qps, ..] if qps == "qps")
        {
            return Some(Language::Pseudo);
        }
        let primary = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "pt" => Some(Language::PortugueseBrazil),
            "zh" => Some(Language::ChineseSimplified),
            other => Language::ALL.into_iter().find(|l| l.tag() == other),
        }
    }

    /// The language the operating system's locale asks for (the user's
    /// preferred languages on macOS, Windows and the mobiles; `LC_ALL`,
    /// `LC_MESSAGES` or `LANG` on Linux), if it is one of ours.
    pub fn of_system() -> Option<Language> {
        sys_locale::get_locales().find_map(|locale| Language::for_locale(&locale))
    }
}

impl Serialize for Language {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.tag())
    }
}

hotseat_rules::ts_string_union!(
    Language,
    "Language",
    "A language of the page, by its BCP 47 tag.",
    hotseat_rules::ts_union(
        Language::ALL
            .into_iter()
            .chain([Language::Pseudo])
            .map(Language::tag)
    )
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_of_each_form_find_their_language() {
        let cases = [
            ("en_US.UTF-8", Some(Language::English)),
            ("de_DE.UTF-8@euro", Some(Language::German)),
            ("fr-CA", Some(Language::French)),
            ("pt_BR", Some(Language::PortugueseBrazil)),
            ("zh-Hans-CN", Some(Language::ChineseSimplified)),
            ("ja_JP.eucJP", Some(Language::Japanese)),
            ("ar_EG.UTF-8", Some(Language::Arabic)),
            ("UK_UA", Some(Language::Ukrainian)),
            ("POSIX", None),
            ("", None),
            ("nb_NO", None),
            ("en_XA.UTF-8", Some(Language::Pseudo)),
            ("en-XA", Some(Language::Pseudo)),
            ("qps-ploc", Some(Language::Pseudo)),
            ("qps_PLOC.UTF-8", Some(Language::Pseudo)),
        ];
        for (locale, language) in cases {
            assert_eq!(Language::for_locale(locale), language, "{locale}");
        }
        for language in Language::ALL {
            assert_eq!(Language::from_tag(language.tag()), Some(language));
            assert_eq!(Language::for_locale(language.tag()), Some(language));
        }
    }
}
