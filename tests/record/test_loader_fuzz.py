"""Property: whatever the bytes, every loader answers a game or raises SgfError, nothing else.

The loaders are the SGF text loader, the SGF bytes loader (which decodes by ``CA[]`` or a
guess), the same with a printed chess record accepted (Open and ``loadsgf``), and the path
loaders. Bytes are drawn at random, as SGF-like text, and as a small game that names every
codec Python knows as its charset (``CA[hex]`` once made ``bytes.decode`` raise LookupError).
``benchmarks/fuzz_loaders.py`` does the same with 100,000 mutated real files.
"""

from __future__ import annotations

import encodings.aliases
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from magnetdesk.record import (
    SgfError,
    game_from_sgf_bytes,
    game_from_sgf_text,
    load_collection,
    load_game,
)

CODECS = sorted(
    {*encodings.aliases.aliases, *encodings.aliases.aliases.values(), "undefined", "punycode",
     "idna", "unicode_escape", "raw_unicode_escape", "rot13", "hex", "zip", "uu", "mbcs"}
)
CHESS = [("magnetic-chess", {}), ("anti-gravity-chess", {}), ("go", {})]
SGFISH = "();[]\\:ABCWPLEMVSZKaebcdt19. \n\x00é好"


def loads_or_refuses(call) -> None:
    """``call()`` loads (a record and printable warnings) or raises SgfError, nothing else."""
    try:
        record, warnings = call()
    except SgfError as error:
        assert str(error)
        return
    if isinstance(record, list):
        assert all(game.root is not None for game in record)
    else:
        assert record.root is not None
    assert all(str(warning) for warning in warnings)


def every_loader(data: bytes, folder: str, text_variant: tuple) -> None:
    loads_or_refuses(lambda: game_from_sgf_bytes(data))
    loads_or_refuses(lambda: game_from_sgf_bytes(data, text_variant=text_variant))
    loads_or_refuses(lambda: game_from_sgf_text(data.decode("utf-8", "replace")))
    loads_or_refuses(lambda: game_from_sgf_text(data.decode("utf-8", "surrogateescape")))
    path = os.path.join(folder, "fuzz.sgf")
    with open(path, "wb") as file:
        file.write(data)
    loads_or_refuses(lambda: load_game(path, text_variant=text_variant))
    loads_or_refuses(lambda: load_collection(path))


@st.composite
def games_naming_a_codec(draw) -> bytes:
    codec = draw(st.sampled_from(CODECS)).encode("ascii")
    tail = draw(st.binary(max_size=40) | st.text(SGFISH, max_size=40).map(str.encode))
    return b"(;GM[1]CA[" + codec + b"]SZ[9]C[" + tail + b"];B[ee];W[dc])"


ANY_BYTES = (
    st.binary(max_size=300)
    | st.text(SGFISH, max_size=200).map(lambda text: text.encode("utf-8"))
    | games_naming_a_codec()
    | st.text(SGFISH, max_size=100).map(lambda text: ("1. e4 e5 2. " + text).encode("utf-8"))
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=ANY_BYTES, text_variant=st.sampled_from(CHESS))
def test_the_loaders_raise_nothing_but_sgf_error_on_any_bytes(tmp_path_factory, data,
                                                               text_variant):
    every_loader(data, str(tmp_path_factory.getbasetemp()), text_variant)


@settings(max_examples=len(CODECS), deadline=None)
@given(games_naming_a_codec())
def test_a_game_naming_any_codec_as_its_charset_loads_or_is_refused(data):
    loads_or_refuses(lambda: game_from_sgf_bytes(data))
