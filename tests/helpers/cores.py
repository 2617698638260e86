"""The one skip rule of the compiled cores' agreement tests.

A test module that compares a core with its Python oracle marks itself with
``pytestmark = needs_core("playcore")``. It is skipped where the core was not built (no C
compiler) or where ``MAGNETDESK_PURE_PYTHON`` switches the cores off; but under CI (``CI`` set),
where a compiler is installed, a core that was not built is a failure, never a skip.
"""

from __future__ import annotations

import os

import pytest

from magnetdesk.ai.core import cores


def needs_core(name: cores.CoreName) -> pytest.MarkDecorator:
    missing = cores.built(name) is None and not os.environ.get("CI")
    return pytest.mark.skipif(
        missing or cores.switched_off(),
        reason=f"the compiled {name} was not built (no C compiler) or is switched off",
    )
