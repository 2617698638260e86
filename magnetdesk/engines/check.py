"""``magnetdesk --check-engine "COMMAND"``: start an engine, say what it is and plays, and
exit 0 when it can be used, 1 with the reason when not (within 15 s)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from magnetdesk.engines.probe import EngineReport, probe
from magnetdesk.engines.spec import EngineSpec

USAGE = 'usage: magnetdesk --check-engine "COMMAND [ARGUMENTS...]"'


def run_check(args: Sequence[str]) -> int:
    """The command line's ``--check-engine`` and its argument (the engine's command line, split
    as a shell splits it). Exit status 0 (usable), 1 (not), 2 (no command given)."""
    args = list(args)
    at = args.index("--check-engine")
    if at + 1 >= len(args):
        print(USAGE, file=sys.stderr)
        return 2
    try:
        spec = EngineSpec.from_command_line(args[at + 1])
    except ValueError as error:
        print(f"magnetdesk: --check-engine: {error}", file=sys.stderr)
        print(USAGE, file=sys.stderr)
        return 2
    report = probe(spec)
    print(describe(spec, report))
    return 0 if report.usable else 1


def describe(spec: EngineSpec, report: EngineReport) -> str:
    """The report as lines for a person (the command line's answer)."""
    if not report.usable and not report.commands:
        return f"{spec.command_line}: cannot be used ({report.kind}): {report.problem}"
    lines = [f"engine:   {report.name} {report.short_version}".rstrip()]
    if report.plays_variants:
        lines.append("plays:    " + (", ".join(report.variants) or "none of our variants")
                     + " (magnetdesk-variant)")
    else:
        lines.append("plays:    Go on " + (sizes_text(report.sizes) or "no board size")
                     + (f" (not asked in time: {sizes_text(report.unchecked)})"
                        if report.unchecked else ""))
    analysis = ", ".join(report.analysis) or "none"
    if report.ownership:
        analysis += " (with ownership)"
    lines.append(f"analysis: {analysis}")
    lines.append("time:     " + (", ".join(report.time) or "none"))
    if report.usable:
        lines.append("usable:   yes")
    else:
        lines.append(f"usable:   no ({report.kind}): {report.problem}")
    return "\n".join(lines)


def sizes_text(sizes: Sequence[int]) -> str:
    """``9×9 to 19×19`` for a run, ``9×9, 13×13, 19×19`` otherwise."""
    if not sizes:
        return ""
    if len(sizes) > 2 and list(sizes) == list(range(sizes[0], sizes[-1] + 1)):
        return f"{sizes[0]}×{sizes[0]} to {sizes[-1]}×{sizes[-1]}"
    return ", ".join(f"{size}×{size}" for size in sizes)
