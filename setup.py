"""The optional compiled parts of the search: the Go family's playout core
(magnetdesk/ai/go/playcore/), Medusa's playouts (magnetdesk/ai/medusa/medusacore.c), the
Magnetic Chess family's search (magnetdesk/ai/chess/chesscore/) and the search tree's hot loops
(magnetdesk/ai/core/_nodecore.c).

Everything else is in pyproject.toml. Without a C compiler they are skipped
(``optional=True``) and the program plays with its pure-Python playouts: slower, same rules.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "magnetdesk.ai.go._playcore",
            sources=[
                f"magnetdesk/ai/go/playcore/{name}.c"
                for name in ("board", "policy", "priors", "ladder", "magnet", "module")
            ],
            depends=["magnetdesk/ai/go/playcore/core.h", "magnetdesk/ai/core/compiled.h"],
            optional=True,
        ),
        Extension(
            "magnetdesk.ai.medusa._medusacore",
            sources=["magnetdesk/ai/medusa/medusacore.c"],
            depends=["magnetdesk/ai/core/compiled.h"],
            optional=True,
        ),
        Extension(
            "magnetdesk.ai.chess._chesscore",
            sources=[
                f"magnetdesk/ai/chess/chesscore/{name}.c" for name in ("rules", "search", "module")
            ],
            depends=["magnetdesk/ai/chess/chesscore/core.h", "magnetdesk/ai/core/compiled.h"],
            optional=True,
        ),
        Extension(
            "magnetdesk.ai.core._nodecore",
            sources=["magnetdesk/ai/core/_nodecore.c"],
            optional=True,
        ),
    ]
)
