//! The control's JSON (old and staged shapes), its checks, and the PGN
//! `TimeControl` tag written and read back for every preset.

use super::*;
use crate::pgn::{clk, TagTimeControl};
use serde_json::json;

const fn fischer(ms: u32) -> PerMove {
    PerMove::Fischer { ms }
}

const fn stage(moves: Option<u32>, ms: u32, per_move: PerMove) -> Stage {
    Stage {
        moves,
        ms,
        per_move,
    }
}

/// The rule per move of White's first stage.
fn first_rule(control: &TimeControl) -> PerMove {
    control
        .stages(Color::White)
        .next()
        .expect("a stage")
        .per_move
}

/// FIDE classical: 90 min for 40 moves, then 30 min, +30 s from move 1.
fn fide() -> TimeControl {
    TimeControl::try_from(SavedTimeControl {
        first_moves: Some(40),
        then: vec![stage(None, 1_800_000, fischer(30_000))],
        ..SavedTimeControl::single(5_400_000, 5_400_000, fischer(30_000))
    })
    .expect("a valid control")
}

#[test]
fn json_in_and_out() {
    let control = TimeControl::from_json(
        &json!({ "whiteMs": 300_000, "blackMs": 180_000, "perMove": { "kind": "fischer", "ms": 2000 } }),
    )
    .expect("valid");
    assert_eq!(first_rule(&control), PerMove::Fischer { ms: 2000 });
    assert_eq!(
        serde_json::to_value(control).expect("json"),
        json!({ "whiteMs": 300_000, "blackMs": 180_000, "perMove": { "kind": "fischer", "ms": 2000 } })
    );
    let none = TimeControl::from_json(
        &json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" } }),
    )
    .expect("valid");
    assert_eq!(first_rule(&none), PerMove::None);
}

#[test]
fn bad_values_are_named() {
    for (value, needle) in [
        (json!(5), "timeControl must be"),
        (json!({ "whiteMs": 60_000 }), "timeControl must be"),
        (
            json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "hourglass" } }),
            "timeControl must be",
        ),
        (
            json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" }, "x": 1 }),
            "timeControl must be",
        ),
        (
            json!({ "whiteMs": -1, "blackMs": 60_000, "perMove": { "kind": "none" } }),
            "timeControl must be",
        ),
        (
            json!({ "whiteMs": 999, "blackMs": 60_000, "perMove": { "kind": "none" } }),
            "timeControl.whiteMs is 999",
        ),
        (
            json!({ "whiteMs": 60_000, "blackMs": 36_000_001, "perMove": { "kind": "none" } }),
            "timeControl.blackMs",
        ),
        (
            json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "bronstein", "ms": 600_001 } }),
            "perMove.ms",
        ),
    ] {
        let error = TimeControl::from_json(&value).expect_err("invalid");
        assert!(error.to_string().contains(needle), "{value}: {error}");
    }
}

#[test]
fn a_staged_control_in_json() {
    let text = json!({
        "whiteMs": 5_400_000, "blackMs": 5_400_000, "perMove": { "kind": "fischer", "ms": 30_000 },
        "firstMoves": 40,
        "then": [{ "ms": 1_800_000, "perMove": { "kind": "fischer", "ms": 30_000 } }]
    });
    assert_eq!(TimeControl::from_json(&text), Ok(fide()));
    assert_eq!(serde_json::to_value(fide()).expect("json"), text);
    let hourglass = json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" }, "hourglass": true });
    let read = TimeControl::from_json(&hourglass).expect("valid");
    assert!(read.is_hourglass() && !read.is_staged());
    assert_eq!(serde_json::to_value(read).expect("json"), hourglass);
}

#[test]
fn bad_stages_are_named() {
    let base = || json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "none" } });
    let with = |key: &str, value: serde_json::Value| {
        let mut v = base();
        v[key] = value;
        v
    };
    let later = |v: serde_json::Value| {
        let mut v2 = with("firstMoves", json!(40));
        v2["then"] = v;
        v2
    };
    for (value, needle) in [
        (with("firstMoves", json!(0)), "firstMoves is 0"),
        (with("firstMoves", json!(501)), "firstMoves is 501"),
        (
            with(
                "then",
                json!([{ "ms": 1000, "perMove": { "kind": "none" } }]),
            ),
            "needs firstMoves",
        ),
        (
            later(
                json!([{ "ms": 1000, "perMove": { "kind": "none" } }, { "moves": 5, "ms": 0, "perMove": { "kind": "none" } }]),
            ),
            "then[0] lasts the rest",
        ),
        (
            later(json!([{ "ms": 36_000_001, "perMove": { "kind": "none" } }])),
            "then[0].ms",
        ),
        (
            later(json!([{ "ms": 1, "perMove": { "kind": "fischer", "ms": 600_001 } }])),
            "then[0].perMove.ms",
        ),
        (
            later(json!([{ "ms": 1, "perMove": { "kind": "none" }, "extra": 1 }])),
            "unknown field 'extra'",
        ),
        (
            later(json!([{ "ms": 1, "perMove": { "kind": "none", "x": 1 } }])),
            "unknown field 'x'",
        ),
        (
            json!({ "whiteMs": 60_000, "blackMs": 60_000, "perMove": { "kind": "fischer", "ms": 1000 }, "hourglass": true }),
            "hourglass",
        ),
        (
            later(json!(vec![
                json!({ "moves": 1, "ms": 1, "perMove": { "kind": "none" } });
                9
            ])),
            "at most 8",
        ),
    ] {
        let error = TimeControl::from_json(&value).expect_err(&value.to_string());
        assert!(error.to_string().contains(needle), "{value}: {error}");
    }
}

#[test]
fn pgn_tags_round_trip() {
    let minutes = |m: u32, inc: u32| {
        TimeControl::single(
            m * 60_000,
            m * 60_000,
            if inc == 0 {
                PerMove::None
            } else {
                fischer(inc * 1000)
            },
        )
    };
    let two_stage = TimeControl::try_from(SavedTimeControl {
        first_moves: Some(40),
        then: vec![
            stage(Some(20), 3_600_000, fischer(30_000)),
            stage(None, 900_000, fischer(30_000)),
        ],
        ..SavedTimeControl::single(7_200_000, 7_200_000, fischer(30_000))
    })
    .expect("a valid control");
    let odds = TimeControl::try_from(SavedTimeControl {
        black_then: Some(vec![stage(None, 600_000, fischer(30_000))]),
        ..SavedTimeControl {
            black_ms: 3_600_000,
            ..SavedTimeControl::from(fide())
        }
    })
    .expect("a valid control");
    let delays = TimeControl::try_from(SavedTimeControl {
        first_moves: Some(30),
        then: vec![stage(None, 600_000, PerMove::Bronstein { ms: 5_000 })],
        ..SavedTimeControl::single(1_500_000, 1_500_000, PerMove::SimpleDelay { ms: 2_500 })
    })
    .expect("a valid control");
    let repeating = TimeControl::try_from(SavedTimeControl {
        first_moves: Some(40),
        ..SavedTimeControl::single(7_200_000, 7_200_000, PerMove::None)
    })
    .expect("a valid control");
    let hourglass = TimeControl::try_from(SavedTimeControl {
        hourglass: true,
        ..SavedTimeControl::from(minutes(1, 0))
    })
    .expect("a valid control");
    // (control, its tags)
    let cases: Vec<(TimeControl, Vec<(&str, &str)>)> = vec![
        (minutes(1, 0), vec![("TimeControl", "60")]),
        (minutes(3, 2), vec![("TimeControl", "180+2")]),
        (minutes(5, 0), vec![("TimeControl", "300")]),
        (minutes(10, 5), vec![("TimeControl", "600+5")]),
        (minutes(15, 10), vec![("TimeControl", "900+10")]),
        (minutes(30, 0), vec![("TimeControl", "1800")]),
        (fide(), vec![("TimeControl", "40/5400+30:1800+30")]),
        (
            two_stage,
            vec![("TimeControl", "40/7200+30:20/3600+30:900+30")],
        ),
        (repeating, vec![("TimeControl", "40/7200")]),
        (hourglass, vec![("TimeControl", "*60")]),
        (
            odds,
            vec![
                ("TimeControl", "40/5400+30:1800+30"),
                ("WhiteTimeControl", "40/5400+30:1800+30"),
                ("BlackTimeControl", "40/3600+30:600+30"),
            ],
        ),
        (
            delays,
            vec![
                ("TimeControl", "30/1500:600"),
                ("TimeControlDelay", "d2.5:b5"),
            ],
        ),
        (
            TimeControl::single(300_000, 90_500, PerMove::SimpleDelay { ms: 5_000 }),
            vec![
                ("TimeControl", "300"),
                ("TimeControlDelay", "d5"),
                ("WhiteTimeControl", "300"),
                ("WhiteTimeControlDelay", "d5"),
                ("BlackTimeControl", "90.5"),
                ("BlackTimeControlDelay", "d5"),
            ],
        ),
    ];
    for (control, tags) in cases {
        let written = control.pgn_tags();
        let expected: Vec<(&str, String)> = tags.iter().map(|&(t, v)| (t, v.to_owned())).collect();
        assert_eq!(written, expected, "{control:?}");
        let read = TimeControl::from_pgn_tags(|name| {
            written
                .iter()
                .find(|(t, _)| *t == name)
                .map(|(_, v)| v.as_str())
        });
        assert_eq!(read, Ok(TagTimeControl::Timed(control.clone())), "{tags:?}");
        let json = serde_json::to_value(&control).expect("json");
        assert_eq!(TimeControl::from_json(&json), Ok(control), "{json}");
    }
}

#[test]
fn pgn_tags_that_say_no_control_or_do_not_read() {
    let only = |text: &'static str| move |name: &str| (name == "TimeControl").then_some(text);
    assert_eq!(
        TimeControl::from_pgn_tags(|_| None),
        Ok(TagTimeControl::Unknown)
    );
    assert_eq!(
        TimeControl::from_pgn_tags(only("?")),
        Ok(TagTimeControl::Unknown)
    );
    assert_eq!(
        TimeControl::from_pgn_tags(only("-")),
        Ok(TagTimeControl::Untimed)
    );
    assert_eq!(
        TimeControl::from_pgn_tags(only(" 300+2 ")),
        Ok(TagTimeControl::Timed(TimeControl::single(
            300_000,
            300_000,
            fischer(2_000)
        )))
    );
    for bad in [
        "abc",
        "300:40/60",
        "0/60",
        "40/",
        "+5",
        "300+",
        "*",
        "1.2345",
        "40/5400:20/0.0001",
        "99999999999",
    ] {
        let error = TimeControl::from_pgn_tags(only(bad)).expect_err(bad);
        assert_eq!(error.tag, "TimeControl", "{bad}");
    }
    let delay = |text: &'static str| {
        move |name: &str| match name {
            "TimeControl" => Some("40/5400+30:1800"),
            "TimeControlDelay" => Some(text),
            _ => None,
        }
    };
    for bad in ["d5", "x5:-", "d5:-"] {
        let error = TimeControl::from_pgn_tags(delay(bad)).expect_err(bad);
        assert_eq!(error.tag, "TimeControlDelay", "{bad}");
    }
    let sides = |white: &'static str, black: &'static str| {
        move |name: &str| match name {
            "WhiteTimeControl" => Some(white),
            "BlackTimeControl" => Some(black),
            _ => None,
        }
    };
    for (white, black) in [
        ("300", "-"),
        ("*60", "60"),
        ("40/60:60", "30/60:60"),
        ("60+1", "60"),
    ] {
        let error = TimeControl::from_pgn_tags(sides(white, black)).expect_err(white);
        assert_eq!(
            (error.tag, error.text.as_str()),
            ("WhiteTimeControl", white)
        );
    }
}

#[test]
fn clk_times() {
    assert_eq!(clk(0), "0:00:00");
    assert_eq!(clk(59_999), "0:00:59");
    assert_eq!(clk(5_400_000 + 61_000), "1:31:01");
}

#[test]
fn stages_are_made_only_as_the_saved_form_can_hold_them() {
    let first = |ms, per_move| stage(Some(40), ms, per_move);
    let rest = stage(None, 1_800_000, fischer(30_000));
    assert_eq!(
        TimeControl::staged(vec![], vec![first(60_000, PerMove::None)]),
        Err(TimeControlError::NoStage)
    );
    // One first stage for both sides in the saved form: its moves and rule.
    assert_eq!(
        TimeControl::staged(
            vec![first(60_000, PerMove::None), rest],
            vec![first(60_000, fischer(1_000)), rest]
        ),
        Err(TimeControlError::FirstStagesDiffer)
    );
    // A first stage for the whole game cannot be followed.
    let after_rest = vec![rest, first(60_000, fischer(30_000))];
    assert_eq!(
        TimeControl::staged(after_rest.clone(), after_rest),
        Err(TimeControlError::LaterWithoutFirstMoves)
    );
    assert_eq!(
        TimeControl::hourglass(500, 60_000),
        Err(TimeControlError::BaseTime {
            color: Color::White,
            ms: 500
        })
    );
    // Every control goes to its saved form and back unchanged.
    let odds = TimeControl::staged(
        vec![first(5_400_000, fischer(30_000)), rest],
        vec![first(3_600_000, fischer(30_000))],
    )
    .expect("valid");
    for control in [
        fide(),
        odds.clone(),
        odds.swapped(),
        TimeControl::hourglass(60_000, 1_000).expect("valid"),
    ] {
        let saved = SavedTimeControl::from(control.clone());
        assert_eq!(TimeControl::try_from(saved), Ok(control));
    }
}
