"""Write the course collections from the lessons as written, and check them.

    python3 scripts/make_lessons.py            # write magnetdesk/resources/lessons/*.sgf
    python3 scripts/make_lessons.py --check    # the files match, every lesson checks

The lessons are :data:`magnetdesk.learn.plans.PLANS`; a lesson checks when its right
line reaches its goal and every stored wrong try is refused
(:func:`magnetdesk.learn.lessons.check_lesson`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from magnetdesk.learn.lessons import FOLDER, check_lesson, lesson_from_record, lesson_record
from magnetdesk.learn.plans import PLANS
from magnetdesk.record.sgf_write import collection_to_sgf


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check instead of writing")
    arguments = parser.parse_args()
    failures = 0
    for variant, plans in PLANS.items():
        records = [lesson_record(variant, number, plan) for number, plan in enumerate(plans, 1)]
        text = collection_to_sgf(records)
        path = FOLDER / f"{variant}.sgf"
        if arguments.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"{path.name}: out of date (run scripts/make_lessons.py)")
                failures += 1
        else:
            FOLDER.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        for number, record in enumerate(records, 1):
            for error in check_lesson(lesson_from_record(record, number)):
                print(error)
                failures += 1
        print(f"{variant}: {len(records)} lessons")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
