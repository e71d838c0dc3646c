//! The tokens of a parsed value: a position as the tuple of fields that the facade's
//! `__private::position` takes, and an EPD record as a `StaticEpd` built from that tuple and
//! its operations.

use fen_core::{Color, Epd, Position};
use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::quote;

/// The position's fields as the tuple that the facade's `__private::position` takes: the
/// board's four bitboards, black to move, castling files, en passant square, counters.
pub(crate) fn fields(position: &Position) -> TokenTree {
    let (white, [p0, p1, p2]) = position.board().raw_parts();
    let castling = position.castling();
    let castling =
        u16::from(castling.files(Color::White)) | u16::from(castling.files(Color::Black)) << 8;
    let ep_square = position.ep_square().map_or(64, |square| square as u8);
    let black_to_move = match position.turn() {
        Color::White => "false",
        Color::Black => "true",
    };
    let fields = [
        TokenTree::Literal(Literal::u64_unsuffixed(white)),
        TokenTree::Literal(Literal::u64_unsuffixed(p0)),
        TokenTree::Literal(Literal::u64_unsuffixed(p1)),
        TokenTree::Literal(Literal::u64_unsuffixed(p2)),
        TokenTree::Ident(Ident::new(black_to_move, Span::call_site())),
        TokenTree::Literal(Literal::u16_unsuffixed(castling)),
        TokenTree::Literal(Literal::u8_unsuffixed(ep_square)),
        TokenTree::Literal(Literal::u32_unsuffixed(position.halfmoves())),
        TokenTree::Literal(Literal::u32_unsuffixed(position.fullmoves())),
    ];
    TokenTree::Group(Group::new(Delimiter::Parenthesis, comma_separated(fields)))
}

/// `items` with a comma between each two.
pub(crate) fn comma_separated(
    items: impl IntoIterator<Item = impl Into<TokenStream>>,
) -> TokenStream {
    let mut tokens = TokenStream::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            tokens.extend([TokenTree::Punct(Punct::new(',', Spacing::Alone))]);
        }
        tokens.extend(item.into());
    }
    tokens
}

/// `&[items]`.
pub(crate) fn slice(items: impl IntoIterator<Item = impl Into<TokenStream>>) -> TokenStream {
    let group = Group::new(Delimiter::Bracket, comma_separated(items));
    let mut tokens = TokenStream::new();
    tokens.extend([
        TokenTree::Punct(Punct::new('&', Spacing::Alone)),
        TokenTree::Group(group),
    ]);
    tokens
}

/// The record as a `StaticEpd` expression, naming the facade through `krate` (`$crate`):
/// `$crate::StaticEpd::new($crate::__private::position((…)), &[$crate::StaticOperation::new("bm", &["Nf3"]), …])`,
/// the operands with their escapes resolved.
pub(crate) fn epd_record(krate: &TokenStream, epd: &Epd<'_>) -> TokenStream {
    let fields = fields(&epd.position());
    let operations = epd.operations().map(|operation| {
        let opcode = Literal::string(operation.opcode());
        let operands = slice(
            operation
                .operands()
                .map(|operand| TokenTree::Literal(Literal::string(&operand.to_string()))),
        );
        quote!(#krate::StaticOperation::new(#opcode, #operands))
    });
    let operations = slice(operations);
    quote!(#krate::StaticEpd::new(#krate::__private::position(#fields), #operations))
}
