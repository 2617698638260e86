"""The optional compiled parts of the search: the Go family's playout core
(magnetdesk/ai/go/playcore/), Medusa's playouts (magnetdesk/ai/medusa/medusacore/), the
Magnetic Chess family's search (magnetdesk/ai/chess/chesscore/) and the search tree's hot loops
(magnetdesk/ai/core/_nodecore.c).

Everything else is in pyproject.toml. Without a C compiler they are skipped
(``optional=True``) and the program plays with its pure-Python playouts: slower, same rules.
:mod:`magnetdesk.ai.core.cores` loads them. GCC and Clang compile them with ``-Wall -Wextra``;
``MAGNETDESK_WERROR=1`` (set by CI) makes every warning an error and a failed core a failed
build instead of a skipped one.
"""

import os

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

STRICT = os.environ.get("MAGNETDESK_WERROR", "") not in ("", "0")


class WarningsBuild(build_ext):
    """The cores with the compiler's warnings on (GCC and Clang; MSVC keeps its defaults)."""

    def build_extensions(self) -> None:
        if self.compiler.compiler_type == "unix":
            flags = ["-Wall", "-Wextra", *(["-Werror"] if STRICT else [])]
            for extension in self.extensions:
                extension.extra_compile_args = [*extension.extra_compile_args, *flags]
        super().build_extensions()


setup(
    cmdclass={"build_ext": WarningsBuild},
    ext_modules=[
        Extension(
            "magnetdesk.ai.go._playcore",
            sources=[
                f"magnetdesk/ai/go/playcore/{name}.c"
                for name in ("board", "policy", "priors", "ladder", "magnet", "module")
            ],
            depends=["magnetdesk/ai/go/playcore/core.h", "magnetdesk/ai/core/compiled.h"],
            optional=not STRICT,
        ),
        Extension(
            "magnetdesk.ai.medusa._medusacore",
            sources=[
                f"magnetdesk/ai/medusa/medusacore/{name}.c"
                for name in ("rules", "policy", "module")
            ],
            depends=["magnetdesk/ai/medusa/medusacore/core.h", "magnetdesk/ai/core/compiled.h"],
            optional=not STRICT,
        ),
        Extension(
            "magnetdesk.ai.chess._chesscore",
            sources=[
                f"magnetdesk/ai/chess/chesscore/{name}.c" for name in ("rules", "search", "module")
            ],
            depends=["magnetdesk/ai/chess/chesscore/core.h", "magnetdesk/ai/core/compiled.h"],
            optional=not STRICT,
        ),
        Extension(
            "magnetdesk.ai.core._nodecore",
            sources=["magnetdesk/ai/core/_nodecore.c"],
            optional=not STRICT,
        ),
    ]
)
