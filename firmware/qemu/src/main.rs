//! fen-core on bare metal: a Cortex-M3 (QEMU's `lm3s6965evb`) holds positions made by `fen!`
//! at compile time, parses the same FENs at run time with `Position::from_fen`, checks that
//! both agree and that `to_fen` writes the text back, reports a rejected FEN's problems, and
//! prints everything through semihosting. The exit status (semihosting `SYS_EXIT`) is QEMU's:
//! 0 when every check passed. `scripts/qemu-run.sh` builds it, runs it and checks the output.
#![no_std]
#![no_main]

use core::fmt::Write as _;
use core::hint::black_box;
use core::mem::size_of;
use core::panic::PanicInfo;

use cortex_m_rt::entry;
use cortex_m_semihosting::{debug, hprintln};
use fen::{fen, Color, FenError, Position, Square, StrBuf};

/// A FEN as text (parsed on the device) and as a `fen!` constant (parsed by the compiler),
/// and what `to_fen` writes back.
struct Case {
    text: &'static str,
    constant: Position,
    chess960: bool,
    written: &'static str,
}

const START: Position = fen!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
const SICILIAN: Position = fen!("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
const KIWIPETE: Position =
    fen!("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1");
const ENDGAME: Position = fen!("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
const SHREDDER: Position = fen!(
    chess960,
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
);

impl Case {
    /// A standard FEN, written back byte for byte.
    const fn standard(text: &'static str, constant: Position) -> Case {
        Case {
            text,
            constant,
            chess960: false,
            written: text,
        }
    }
}

static CASES: [Case; 5] = [
    Case::standard(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        START,
    ),
    Case::standard(
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        SICILIAN,
    ),
    Case::standard(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1",
        KIWIPETE,
    ),
    Case::standard("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", ENDGAME),
    // Shredder-FEN in; out in X-FEN, which writes KQkq where the rook is the outermost one.
    Case {
        text: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        constant: SHREDDER,
        chess960: true,
        written: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
    },
];

/// A FEN with three legality problems, and the first one's message (as in the README).
const BAD: &str = "1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1";
const BAD_FIRST: &str =
    "castling right 'K' needs a white rook on h1 (the white rooks on rank 1 are on a1, f1)";

#[entry]
fn main() -> ! {
    hprintln!("fen-core on a Cortex-M3 (thumbv7m-none-eabi, QEMU lm3s6965evb)");
    hprintln!(
        "size_of: Position {} B, FenError {} B, Result<Position, FenError> {} B",
        size_of::<Position>(),
        size_of::<FenError>(),
        size_of::<Result<Position, FenError>>()
    );
    let (mut passed, mut failed) = (0u32, 0u32);
    let mut check = |ok: bool, what: &str, fen: &str| {
        if ok {
            passed += 1;
            hprintln!("ok    {}: {}", what, fen);
        } else {
            failed += 1;
            hprintln!("FAIL  {}: {}", what, fen);
        }
    };

    for case in &CASES {
        // black_box: the text is read at run time, not folded by the compiler.
        let text = black_box(case.text);
        let parsed = if case.chess960 {
            Position::from_fen_chess960(text)
        } else {
            Position::from_fen(text)
        };
        match parsed {
            Ok(pos) => {
                check(pos == case.constant, "from_fen == fen!", text);
                check(
                    pos.to_fen().as_str() == case.written,
                    "to_fen",
                    pos.to_fen().as_str(),
                );
            }
            Err(err) => {
                hprintln!("error: {}", err);
                check(false, "from_fen", text);
            }
        }
    }
    check(
        START == Position::START && START.turn() == Color::White,
        "fen! == Position::START",
        CASES[0].text,
    );
    check(
        SICILIAN.ep_square() == Some(Square::C6),
        "fen! en passant square c6",
        CASES[1].text,
    );

    match Position::from_fen(black_box(BAD)) {
        Ok(_) => check(false, "rejects", BAD),
        Err(err) => {
            let mut first = StrBuf::<128>::new();
            let _ = write!(first, "{}", err.problems()[0]);
            check(
                err.problems().len() == 3 && first.as_str() == BAD_FIRST,
                "rejects with 3 problems",
                BAD,
            );
            for problem in err.problems() {
                let span = problem.span();
                hprintln!("      {} (bytes {}..{})", problem, span.start, span.end);
            }
        }
    }

    hprintln!("fen-qemu: {} passed, {} failed", passed, failed);
    debug::exit(if failed == 0 {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    halt()
}

#[panic_handler]
fn panic(info: &PanicInfo) -> ! {
    hprintln!("panic: {}", info);
    debug::exit(debug::EXIT_FAILURE);
    halt()
}

/// Waits forever (QEMU has already stopped when semihosting exit was honoured).
fn halt() -> ! {
    loop {
        cortex_m::asm::wfi();
    }
}
