"""Text encodings: CA[] is honoured, files without it are read sensibly, we write UTF-8."""

from __future__ import annotations

from pathlib import Path

import pytest

from magnetdesk.record import game_from_sgf_bytes, load_game
from magnetdesk.record.encoding import guess

DATA = Path(__file__).resolve().parents[1] / "data"


def comment_of(data: bytes) -> tuple[str, list[str]]:
    record, warnings = game_from_sgf_bytes(data)
    return record.main_line()[1].comment, [str(warning) for warning in warnings]


def game_with_comment(comment: str, encoding: str, charset: str | None = None) -> bytes:
    ca = f"CA[{charset}]" if charset else ""
    return f"(;GM[1]FF[4]{ca}SZ[9];B[ee]C[{comment}])".encode(encoding)


def test_a_utf8_file_without_ca_is_read_as_utf8_without_a_warning():
    assert comment_of(game_with_comment("Schöner Zug, 好棋", "utf-8")) == ("Schöner Zug, 好棋", [])


def test_the_charset_the_file_names_is_used():
    data = game_with_comment("très bien", "latin-1", "ISO-8859-1")
    assert comment_of(data) == ("très bien", [])


def test_shift_jis_characters_whose_second_byte_is_a_backslash_stay_whole():
    comment = "ソフトな表現"  # ソ and 表 end in the byte of '\'
    data = game_with_comment(comment, "shift_jis", "SJIS")
    assert b"\\" in data
    assert comment_of(data) == (comment, [])


def test_a_japanese_file_with_its_charset_reads_names_and_comments():
    record, warnings = load_game(DATA / "japanese_shift_jis.sgf")
    assert record.info["PB"] == "井山裕太" and warnings == []
    assert record.main_line()[1].comment == "ソフトな手。表の考え方です。"


def test_a_latin1_file_without_ca_is_guessed_and_the_warning_says_so():
    comment, warnings = comment_of(game_with_comment("Müller spielt großartig", "cp1252"))
    assert comment == "Müller spielt großartig"
    assert warnings == ["the file does not name its charset (CA[]): read as Latin-1 (Windows-1252)"]


def test_a_chinese_file_without_ca_is_read_as_gb18030():
    record, warnings = load_game(DATA / "chinese_gb18030_no_ca.sgf")
    assert record.info["PB"] == "柯洁" and record.main_line()[3].comment == "白棋应该挂角。"
    assert "GB18030" in str(warnings[0])


def test_a_japanese_file_without_ca_is_read_as_shift_jis():
    data = game_with_comment("ここは大場です。ソフトな手。", "shift_jis")
    assert comment_of(data)[0] == "ここは大場です。ソフトな手。"


def test_a_file_that_says_latin1_but_is_utf8_is_read_as_utf8():
    comment, warnings = comment_of(game_with_comment("Ça va, 围棋", "utf-8", "ISO-8859-1"))
    assert comment == "Ça va, 围棋" and "is UTF-8" in warnings[0]


def test_text_that_does_not_fit_the_named_charset_is_guessed_instead_of_failing():
    comment, warnings = comment_of(game_with_comment("Jürgen", "cp1252", "UTF-8"))
    assert comment == "Jürgen" and "does not fit" in warnings[0]


def test_an_unknown_charset_name_is_guessed_around():
    comment, warnings = comment_of(game_with_comment("好棋", "utf-8", "klingon"))
    assert comment == "好棋" and "unknown charset" in warnings[0]


def test_a_charset_name_with_a_nul_in_it_is_guessed_around():
    comment, warnings = comment_of(game_with_comment("好棋", "utf-8", "utf\x008"))
    assert comment == "好棋" and "unknown charset" in warnings[0]


# Codec names Python knows that are no charset of a text file: bytes-to-bytes codecs
# (bytes.decode refuses them with a LookupError), and text codecs that fail on any bytes or
# read something else (undefined, punycode: a UnicodeError; idna; backslash escapes).
NOT_CHARSETS = ["hex", "uu", "base64", "rot13", "zip", "bz2", "quopri", "undefined", "punycode",
                "idna", "unicode_escape", "raw_unicode_escape"]


@pytest.mark.parametrize("charset", NOT_CHARSETS)
def test_a_codec_that_is_no_text_encoding_is_guessed_around_with_a_warning(charset):
    data = f"(;GM[1]CA[{charset}]SZ[9];B[ee]C[好棋 \\\\x41])".encode()
    record, warnings = game_from_sgf_bytes(data)
    assert record.main_line()[1].comment == "好棋 \\x41"  # no escape read
    assert [str(w) for w in warnings] == [
        f"CA[{charset}] does not name a text encoding: guessing the encoding"
    ]


def test_the_repro_of_the_fuzzer_loads_its_move():
    record, warnings = game_from_sgf_bytes(b"(;GM[1]CA[hex]SZ[9];B[ee])")
    assert record.main_line()[1].play.text == "E5" and len(warnings) == 1


def test_the_guess_tells_the_three_legacy_encodings_apart():
    assert guess("Ein schöner Zug, très bien".encode("cp1252")) == "cp1252"
    assert guess("黑棋占角，这是很好的一手。".encode("gb18030")) == "gb18030"
    assert guess("ここは大場です。".encode("shift_jis")) == "cp932"
    assert guess(b"plain") == "ascii"
