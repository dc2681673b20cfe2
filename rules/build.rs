//! Builds the bishop's attack table at compile time.
//!
//! Bishop attacks use "fancy" magic bitboards: for each square the relevant
//! blockers are multiplied by a magic number and shifted to index a slice of
//! one table. The magic numbers below were found once by a seeded random
//! search; this script re-derives every table entry from them and refuses to
//! build if any two blocker sets that need different attacks would share an
//! entry, so a wrong number can never reach the binary. (The rook's attacks
//! are looked up by rank and file instead: `src/attacks.rs` says why.)

use std::fmt::Write as _;
use std::path::PathBuf;

const BISHOP_MAGICS: [u64; 64] = [
    0x0848020822040013,
    0x8010a40085821200,
    0x0008008430840822,
    0x0808048108040000,
    0x1304042100008104,
    0x5001012010204023,
    0x81048801b8200420,
    0x200a008084012000,
    0x0040102001042084,
    0x840a505042428020,
    0x0000700102202920,
    0x44101c0c10800002,
    0x0040040422000000,
    0x0180020802090202,
    0x4020020811041202,
    0x000104308c042000,
    0x4140661002424400,
    0x0028012008010460,
    0x0188062102002a00,
    0x0014004840102008,
    0x0105000290400002,
    0x8001022200410400,
    0x104a041918013446,
    0x008a000082008238,
    0x04a0060008100430,
    0x0008220008820801,
    0x2508041208005010,
    0x4008080200202020,
    0x2441001013004000,
    0x0030008060407000,
    0x4008108000420800,
    0x0012021050290100,
    0x0210080482200500,
    0xcc01112048100480,
    0x0020402806500440,
    0x00048e0080580080,
    0x0040102020020080,
    0x0028010440080807,
    0x4601041108008800,
    0x8040810e04104200,
    0x901210110400088a,
    0xa003080212081050,
    0x00c1004048401004,
    0x900000a014400800,
    0x0008021040405401,
    0x4020008206002090,
    0x0004190424030100,
    0x0424008a02026250,
    0x8004088250900040,
    0x1c00430088a04200,
    0x0001020094040001,
    0x8040210020880061,
    0x2010040450442032,
    0x0800840850044001,
    0x0004040802140004,
    0x0004080a04222020,
    0x8088802110022000,
    0x1081a10416114400,
    0x0205010a24060820,
    0x0000000720411080,
    0x1008000208430400,
    0x580c026028810840,
    0x802020441020a110,
    0x12c0022401020018,
];

const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Attacks from `sq` along `dirs`, stopping at (and including) the first blocker.
fn slide(sq: i32, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// Squares whose occupancy matters for a slider on `sq`: the rays without
/// their last square (a piece on the edge never blocks anything behind it).
fn relevant_mask(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    mask
}

struct Entry {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

fn fill(magics: &[u64; 64], dirs: &[(i32, i32)], table: &mut Vec<u64>) -> Vec<Entry> {
    let mut entries = Vec::with_capacity(64);
    for (sq, &magic) in magics.iter().enumerate() {
        let sq = sq as i32;
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let offset = table.len();
        let mut slots: Vec<Option<u64>> = vec![None; 1 << bits];
        let mut subset = 0u64;
        loop {
            let attacks = slide(sq, subset, dirs);
            let index = (subset.wrapping_mul(magic) >> (64 - bits)) as usize;
            match slots[index] {
                None => slots[index] = Some(attacks),
                Some(seen) if seen == attacks => {}
                Some(_) => panic!("magic number for square {sq} collides"),
            }
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        table.extend(slots.into_iter().map(|s| s.unwrap_or(0)));
        entries.push(Entry {
            mask,
            magic,
            shift: 64 - bits,
            offset,
        });
    }
    entries
}

fn write_entries(out: &mut String, name: &str, entries: &[Entry]) {
    writeln!(out, "pub(crate) static {name}: [Magic; 64] = [").unwrap();
    for e in entries {
        writeln!(
            out,
            "    Magic {{ mask: 0x{:016x}, magic: 0x{:016x}, shift: {}, offset: {} }},",
            e.mask, e.magic, e.shift, e.offset
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let mut table = Vec::new();
    let bishop = fill(&BISHOP_MAGICS, &BISHOP_DIRS, &mut table);

    let mut out = String::with_capacity(table.len() * 24);
    out.push_str("// Generated by build.rs: magic bitboard tables. Do not edit.\n");
    write_entries(&mut out, "BISHOP_MAGICS", &bishop);
    writeln!(
        out,
        "pub(crate) static SLIDER_ATTACKS: [u64; {}] = [",
        table.len()
    )
    .unwrap();
    for chunk in table.chunks(8) {
        out.push_str("   ");
        for v in chunk {
            write!(out, " 0x{v:x},").unwrap();
        }
        out.push('\n');
    }
    out.push_str("];\n");

    let path = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR is set by cargo"))
        .join("magic_tables.rs");
    std::fs::write(path, out).expect("write magic tables");
}
