//! The calendar: days since the Unix epoch as a civil date, in UTC (the
//! app keeps no time zone data), without a date crate.

/// The civil date (year, month, day) in UTC of `millis` since the Unix
/// epoch (Howard Hinnant's `civil_from_days`, so no date crate is needed).
pub fn civil_date(millis: i64) -> (i64, i64, i64) {
    let z = millis.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::civil_date;

    #[test]
    fn dates_in_utc() {
        let cases = [
            (0, (1970, 1, 1)),
            (86_399_999, (1970, 1, 1)),
            (86_400_000, (1970, 1, 2)),
            (951_782_400_000, (2000, 2, 29)),
            (1_709_164_800_000, (2024, 2, 29)),
            (1_735_689_599_999, (2024, 12, 31)),
            (-1, (1969, 12, 31)),
        ];
        for (millis, date) in cases {
            assert_eq!(civil_date(millis), date, "{millis}");
        }
    }
}
