use fen::{fen, Position};

macro_rules! same_as_runtime {
    ($($fen:literal)*) => {
        $(
            assert_eq!(fen!($fen), Position::from_fen($fen).unwrap(), "{}", $fen);
            assert_eq!(fen!($fen).to_string(), $fen);
        )*
    };
}

fn main() {
    same_as_runtime! {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        "rnbqkbnr/ppppp1pp/8/8/P5p1/5N2/1PPPPP1P/RNBQKB1R b KQkq - 0 3"
        "8/8/4NNP1/5P2/7k/5K2/Q7/8 w - - 1 119"
        "6k1/8/5P2/2p5/4p3/8/1R6/K7 w - - 2 34"
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
        "r3k3/8/8/8/8/8/8/4K2R b Kq - 99 4294967295"
    }
    // The same position through the other entry points.
    let pos = fen!(chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    assert_eq!(
        Position::from_fen_chess960("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
        Ok(pos)
    );
}
