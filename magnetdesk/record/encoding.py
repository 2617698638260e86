"""From the bytes of a file to text: the ``CA[]`` charset when the file names one, else a guess.

SGF's syntax characters are ASCII, but Shift-JIS and GB18030 characters may have ``\\`` or
``]`` as their second byte, so the whole file is decoded *before* it is parsed (a parser on
bytes would cut such characters in half). The first ``CA[]`` in the file decides for the
whole file (a collection whose games use different charsets is decoded with the first one).

Without ``CA[]`` (or when the named charset does not fit the bytes) we try, in order:
UTF-8 (our default, and ASCII files), then score how natural the text looks when read as
GB18030, Shift-JIS and Latin-1 (Windows-1252), and take the best; see :func:`guess`.
"""

from __future__ import annotations

import codecs
import re

from magnetdesk.record.errors import LoadWarning
from magnetdesk.translation import QT_TR_NOOP, tr

_DECLARED = re.compile(rb"(?<![A-Za-z])CA\s*\[\s*([^\]]{0,40}?)\s*\]")
_SAMPLE_BYTES = 256 * 1024
# Names seen in real files, mapped to the codec that reads them best (a superset).
_SUPERSETS = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "gb18030": "gb18030",
    "shift_jis": "cp932",
    "euc_kr": "cp949",
    "latin_1": "cp1252",
    "iso8859_1": "cp1252",
}
_LATIN = ("cp1252", "latin_1")
_DISPLAY_NAMES = {"gb18030": "GB18030", "cp932": "Shift-JIS", "cp1252": "Latin-1 (Windows-1252)",
                  "latin_1": "Latin-1"}
_LATIN_EXTRAS = set("«»°±·¿¡©®€–—‘’“”…ºª§¶")
# Codecs Python counts as text encodings that are no charset of a file: they fail on any
# text (undefined), decode domain names (punycode, idna) or read backslashes as escapes.
_NOT_CHARSETS = {"undefined", "punycode", "idna", "unicode_escape", "raw_unicode_escape"}
_NOT_TEXT = ""  # what _codec answers for a codec that is not a text encoding (hex, base64...)


# The first bytes of files people mistake for games (a board picture saved as .sgf, a zip of
# games): what each is, said in the loader's error.
_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", QT_TR_NOOP("a PNG picture")),
    (b"\xff\xd8\xff", QT_TR_NOOP("a JPEG picture")),
    (b"GIF87a", QT_TR_NOOP("a GIF picture")),
    (b"GIF89a", QT_TR_NOOP("a GIF picture")),
    (b"RIFF", QT_TR_NOOP("a RIFF file (a WebP picture, a sound or a video)")),
    (b"%PDF-", QT_TR_NOOP("a PDF document")),
    (b"PK\x03\x04", QT_TR_NOOP("a zip archive (unpack it first)")),
    (b"\x1f\x8b", QT_TR_NOOP("a gzip archive (unpack it first)")),
    (b"7z\xbc\xaf\x27\x1c", QT_TR_NOOP("a 7-Zip archive (unpack it first)")),
    (b"Rar!\x1a\x07", QT_TR_NOOP("a RAR archive (unpack it first)")),
    (b"\x7fELF", QT_TR_NOOP("a program")),
    (b"SQLite format 3\x00", QT_TR_NOOP("a database")),
)
_BINARY_SAMPLE = 64 * 1024
_MOST_NULS = 0.01  # a text file may hold a stray NUL (a damaged CA[]); binary data holds many


def binary_kind(data: bytes) -> str | None:
    """What ``data`` is when it is plainly no text (so no game file): a known kind of file
    by its first bytes, or binary data by its NUL bytes; None for anything that may be text.
    Files with a UTF-16 byte order mark are text with NULs."""
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            return tr(kind)
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return None
    sample = data[:_BINARY_SAMPLE]
    if sample and (b"\0\0\0\0" in sample or sample.count(0) > _MOST_NULS * len(sample) + 2):
        return tr("binary data, not text")
    return None


def decode_file(data: bytes) -> tuple[str, str, list[LoadWarning]]:
    """The text of an SGF file, the name of the encoding used, and warnings about guesses."""
    for bom, name in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
                      (codecs.BOM_UTF16_BE, "utf-16-be")):
        if data.startswith(bom):
            return _decode_all(data[len(bom):], name, [])
    warnings: list[LoadWarning] = []
    declared = _DECLARED.search(data)
    if declared:
        label = declared.group(1).decode("ascii", "replace")
        codec = _codec(label)
        if codec is None:
            message = tr("unknown charset CA[{label}]: guessing the encoding")
            warnings.append(LoadWarning(message.format(label=label)))
        elif codec == _NOT_TEXT:
            message = tr("CA[{label}] does not name a text encoding: guessing the encoding")
            warnings.append(LoadWarning(message.format(label=label)))
        elif codec in _LATIN:
            if _is_utf8_with_non_ascii(data):
                message = tr("the file says CA[{label}] but is UTF-8: read as UTF-8")
                warnings.append(LoadWarning(message.format(label=label)))
                return _decode_all(data, "utf-8", warnings)
            return _decode_all(data, "cp1252", warnings)
        else:
            try:
                return data.decode(codec), codec, warnings
            except UnicodeError:  # some codecs raise it instead of UnicodeDecodeError
                message = tr(
                    "the text does not fit the file's charset CA[{label}]: guessing the encoding"
                )
                warnings.append(LoadWarning(message.format(label=label)))
    name = guess(data)
    if name not in ("ascii", "utf-8") and not declared:
        shown = _DISPLAY_NAMES.get(name, name)
        message = tr("the file does not name its charset (CA[]): read as {encoding}")
        warnings.append(LoadWarning(message.format(encoding=shown)))
    return _decode_all(data, name, warnings)


def guess(data: bytes) -> str:
    """The most likely encoding of ``data``: ``ascii``, ``utf-8``, ``gb18030``, ``cp932``
    (Shift-JIS), ``cp1252`` or ``latin_1``.

    Each candidate that reads the first 256 KB without error scores the share of its non-ASCII
    characters that are *common* in that encoding's language: GB2312 characters for GB18030,
    JIS X 0208 characters (not half-width katakana) for Shift-JIS, and for Latin-1 accented
    letters or punctuation standing alone or in pairs (CJK bytes read as Latin-1 make long runs
    of accented letters). The highest score wins; ties go to the earlier candidate.
    """
    if data.isascii():
        return "ascii"
    if _is_utf8_with_non_ascii(data):
        return "utf-8"
    sample = data[:_SAMPLE_BYTES]
    best, best_score = "latin_1", -1.0
    for name, score in (("gb18030", _score_gb), ("cp932", _score_sjis), ("cp1252", _score_latin)):
        try:
            text = codecs.getincrementaldecoder(name)().decode(sample, final=False)
        except UnicodeDecodeError:
            continue
        value = score(text)
        if value > best_score:
            best, best_score = name, value
    return best


def _codec(label: str) -> str | None:
    """The codec that reads charset ``label``; None if Python knows no such codec, and
    :data:`_NOT_TEXT` if it is no text encoding (``hex``, ``base64``, ``zip``: bytes to bytes,
    which ``bytes.decode`` refuses with a LookupError) or no charset (:data:`_NOT_CHARSETS`)."""
    try:
        info = codecs.lookup(label)
    except (LookupError, ValueError):  # ValueError: a NUL in the label
        return None
    name = info.name.replace("-", "_")
    if not getattr(info, "_is_text_encoding", True) or name in _NOT_CHARSETS:
        return _NOT_TEXT
    return _SUPERSETS.get(name, name)


def _decode_all(
    data: bytes, name: str, warnings: list[LoadWarning]
) -> tuple[str, str, list[LoadWarning]]:
    codec = "utf-8" if name == "ascii" else name
    try:
        return data.decode(codec), codec, warnings
    except UnicodeDecodeError:
        if codec == "cp1252":
            return data.decode("latin_1"), "latin_1", warnings
        message = tr("some characters are not valid {encoding} and are shown as {replacement}")
        warnings.append(LoadWarning(
            message.format(encoding=codec, replacement="\N{REPLACEMENT CHARACTER}")
        ))
        return data.decode(codec, "replace"), codec, warnings


def _is_utf8_with_non_ascii(data: bytes) -> bool:
    if data.isascii():
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _non_ascii(text: str) -> list[str]:
    return [ch for ch in text if ord(ch) > 127]


def _encodes(ch: str, codec: str) -> bool:
    try:
        ch.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


def _score_gb(text: str) -> float:
    chars = _non_ascii(text)
    return sum(_encodes(ch, "gb2312") for ch in chars) / len(chars) if chars else 0.0


def _score_sjis(text: str) -> float:
    chars = _non_ascii(text)
    good = sum(
        not "\uff61" <= ch <= "\uff9f" and _encodes(ch, "shift_jis") for ch in chars
    )
    return good / len(chars) if chars else 0.0


def _score_latin(text: str) -> float:
    good = total = 0
    for run in re.findall(r"[^\x00-\x7f]+", text):
        total += len(run)
        if len(run) <= 2:
            good += sum(ch.isalpha() or ch in _LATIN_EXTRAS for ch in run)
    return good / total if total else 0.0
