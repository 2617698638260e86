"""The optional compiled playout core of the Go family (magnetdesk/ai/go/_playcore.c).

Everything else is in pyproject.toml. Without a C compiler the extension is skipped
(``optional=True``) and the program plays with its pure-Python playouts: slower, same rules.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "magnetdesk.ai.go._playcore",
            sources=["magnetdesk/ai/go/_playcore.c"],
            optional=True,
        )
    ]
)
