#!/usr/bin/env python3
"""Writes demo-previews.json: the cached link previews of the demo workspace.

Usage: python3 make-demo-previews.py demo-previews.json

The demo workspace never fetches anything, so every link in the demo applications (and the
repository and PyTorch release pages the automatic checks look at) gets a preview here, in the
shape LinkPreviewService stores (see src/core/preview/LinkPreview.h). Everything is invented,
like the applications themselves.

Times are relative, so the cards read naturally whenever the demo is opened: "fetched" gives
how long before opening the preview was fetched, and in "details" every value of a key ending
in "_at" written as "now-<N><unit>" (unit d, h or m) becomes an ISO 8601 UTC time that long
before the demo workspace was opened (DemoWorkspace::install)."""

import json
import sys

previews = []


def add(url, kind, title, description="", site="", fetched="now-20h", details=None, image="",
        also=()):
    entry = {"url": url, "kind": kind, "title": title, "description": description,
             "site_name": site, "fetched": fetched, "details": details or {}}
    if image:
        entry["image_url"] = image
    if also:
        entry["also"] = list(also)
    previews.append(entry)


def run(name, conclusion, ago, owner_repo, run_id, branch="main", event="push"):
    return {"name": name, "conclusion": conclusion, "status": "completed", "created_at": ago,
            "head_branch": branch, "event": event,
            "html_url": "https://github.com/%s/actions/runs/%d" % (owner_repo, run_id)}


def release(owner_repo, tag, ago, name=None, prerelease=False):
    return {"tag": tag, "name": name or tag, "published_at": ago, "prerelease": prerelease,
            "draft": False, "html_url": "https://github.com/%s/releases/tag/%s" % (owner_repo, tag)}


def repo(owner_repo, description, stars, forks, language, pushed, latest, policy_path, runs,
         license_id="BSD-3-Clause", license_name="BSD 3-Clause \"New\" or \"Revised\" License",
         homepage="", also=(), fetched="now-20h", activity=None):
    html = "https://github.com/" + owner_repo
    details = {
        "full_name": owner_repo, "html_url": html, "description": description,
        "license": license_id, "license_name": license_name, "stars": stars, "forks": forks,
        "language": language, "homepage": homepage, "archived": False, "default_branch": "main",
        "pushed_at": pushed, "latest_release": latest,
        "security_policy": ({"found": True, "path": policy_path,
                             "html_url": html + "/blob/main/" + policy_path}
                            if policy_path else {"found": False}),
        "ci_runs": runs,
    }
    if activity:
        commits, contributors = activity
        details["activity"] = {"since": "{{date:now-91d}}", "days": 90, "commits": commits,
                               "contributors": contributors, "complete": True}
    add(html, "github-repo", owner_repo, description, "GitHub", fetched, details, also=also)


def releases(owner_repo, items, fetched="now-20h"):
    add("https://github.com/%s/releases" % owner_repo, "github-releases",
        "Releases of " + owner_repo, "Newest: " + items[0]["tag"], "GitHub", fetched,
        {"owner": owner_repo.split("/")[0], "repo": owner_repo.split("/")[1], "releases": items})


def page(url, title, description="", site="", fetched="now-20h", og_image="", bytes_=24000,
         charset="utf-8"):
    add(url, "web-page", title, description, site, fetched,
        {"final_url": url, "http_status": 200, "redirects": 0,
         "content_type": "text/html; charset=" + charset, "charset": charset, "bytes": bytes_},
        image=og_image)


# ---------------------------------------------------------------- PyTorch (release-gap input)
PT = "pytorch/pytorch"
releases(PT, [
    release(PT, "v2.12.0", "now-41d", "PyTorch 2.12.0 Release"),
    release(PT, "v2.11.1", "now-96d", "PyTorch 2.11.1 Release, bug fix release"),
    release(PT, "v2.11.0", "now-131d", "PyTorch 2.11.0 Release"),
    release(PT, "v2.10.0", "now-224d", "PyTorch 2.10.0 Release"),
    release(PT, "v2.9.1", "now-290d", "PyTorch 2.9.1 Release, bug fix release"),
    release(PT, "v2.9.0", "now-318d", "PyTorch 2.9.0 Release"),
], fetched="now-19h")

# ---------------------------------------------------------------- PyTorch's CI relay allowlist
# (ci-relay input): the file's real shape, with the demo's platforms on it: Nordhaven at L3,
# Quillmoor at L2, Lumenvale at L1; Tessellate, Kirishima and Rookwing are not listed.
ALLOWLIST = """# Cross Repo CI Relay (CRCR) Allowlist
#
# This document defines which downstream repositories can receive PyTorch
# PR events or feedback through CRCR. Each repository is assigned a level
# (L1-L4), which determines the depth to which downstream repositories can
# participate.
#
#   L1 - Onboarding: events are forwarded to downstream, no feedback upstream.
#   L2 - Observation: downstream CI results are displayed on the HUD page.
#   L3 - Stable: a non-blocking check run on PRs with the ciflow/oot/<name> label.
#   L4 - Mature: a blocking check run on every PR.

L1:
  - riseproject-dev/pytorch-ci
  - lumenvale-labs/torch-lpu

L2:
  - Ascend/pytorch
  - quillmoor-labs/torch-quillmoor

L3:
  # Canonical test repos for CRCR.
  crcr-test:
    pytorch/crcr-test: [atalman, fffrog]
  nordhaven:
    nordhaven-silicon/torch-nordhaven: [nh-oncall, nh-release]
"""
add("https://github.com/pytorch/pytorch/blob/main/.github/allowlist.yml", "github-file",
    "allowlist.yml", PT + "/.github/allowlist.yml @ main", "GitHub", "now-19h",
    {"owner": "pytorch", "repo": "pytorch", "ref": "main", "path": ".github/allowlist.yml",
     "html_url": "https://github.com/pytorch/pytorch/blob/main/.github/allowlist.yml",
     "type": "file", "size": len(ALLOWLIST.encode()), "language": "YAML",
     "content": ALLOWLIST, "truncated": False, "binary": False})

# ---------------------------------------------------------------- #3 Nordhaven NPU (approved)
NH = "nordhaven-silicon/torch-nordhaven"
nh_runs = [run("pr-nh400", "success", "now-5h", NH, 9120347716),
           run("nightly", "success", "now-9h", NH, 9119804120, event="schedule"),
           run("pr-nh100", "success", "now-1d", NH, 9115021873),
           run("nightly", "success", "now-33h", NH, 9112207354, event="schedule"),
           run("pr-nh400", "failure", "now-2d", NH, 9108876215),
           run("pr-nh400", "success", "now-2d", NH, 9108450021)]
nh_latest = release(NH, "v2.12.0.1", "now-22d", "torch-nordhaven 2.12.0.1")
repo(NH, "PyTorch PrivateUse1 backend for Nordhaven NPUs (NH-100, NH-400, NH-400X)", 1843, 212,
     "C++", "now-4h", nh_latest, "SECURITY.md", nh_runs,
     homepage="https://docs.nordhaven.example/torch",
     also=["https://github.com/%s/issues" % NH, "https://github.com/%s/security/policy" % NH])
releases(NH, [nh_latest,
              release(NH, "v2.12.0.0", "now-36d", "torch-nordhaven 2.12.0"),
              release(NH, "v2.11.0.2", "now-78d", "torch-nordhaven 2.11.0.2"),
              release(NH, "v2.11.0.0", "now-119d", "torch-nordhaven 2.11.0"),
              release(NH, "v2.10.0.1", "now-190d", "torch-nordhaven 2.10.0.1")])
page("https://docs.nordhaven.example/torch", "torch-nordhaven documentation",
     "Install, build and run PyTorch on Nordhaven NPUs: wheels, driver requirements, "
     "supported operators and the tuning guide.", "Nordhaven Developer Docs",
     og_image="https://docs.nordhaven.example/_static/og-torch.png")
page("https://docs.nordhaven.example/torch/build", "Building torch-nordhaven from source",
     "Toolchain, driver headers and the build recipe for x86_64 and aarch64.",
     "Nordhaven Developer Docs")
page("https://docs.nordhaven.example/torch/op-coverage", "ATen operator coverage (2.12.0.1)",
     "1,412 of 1,486 core ATen operators run natively; the rest fall back to the CPU with a "
     "warning.", "Nordhaven Developer Docs", bytes_=412000)
page("https://ci.nordhaven.example/torch", "torch-nordhaven CI dashboard",
     "Nightly and pull-request runs of the PyTorch test subset on NH-100, NH-400 and NH-400X.",
     "Nordhaven CI", fetched="now-20h")
page("https://hud.pytorch.org/hud/nordhaven-silicon/torch-nordhaven/main",
     "nordhaven-silicon/torch-nordhaven main · PyTorch HUD", "", "PyTorch HUD", bytes_=61000)

# ---------------------------------------------------------------- #7 Rookwing RVV-X (declined)
RW = "rookwing-micro/pytorch-rvvx"
rw_latest = release(RW, "v2.7.1-rvvx.3", "now-260d", "pytorch-rvvx 2.7.1 (rvvx.3)")
repo(RW, "PyTorch fork with RVV-X vector kernels (patches against upstream)", 214, 31, "C++",
     "now-47d", rw_latest, None,
     [run("build", "success", "now-47d", RW, 7702215590),
      run("build", "failure", "now-52d", RW, 7659013388),
      run("build", "success", "now-60d", RW, 7581120474)],
     also=["https://github.com/%s/pull/88" % RW, "https://github.com/%s/tree/main/patches" % RW])
releases(RW, [rw_latest,
              release(RW, "v2.7.1-rvvx.2", "now-301d", "pytorch-rvvx 2.7.1 (rvvx.2)"),
              release(RW, "v2.6.0-rvvx.1", "now-380d", "pytorch-rvvx 2.6.0 (rvvx.1)")])

# ---------------------------------------------------------------- #12 Tessellate (voting)
TS = "tessellary/torch-tpe"
ts_runs = [run("tpe-ci", "failure", "now-6h", TS, 9121004467),
           run("tpe-ci", "success", "now-1d", TS, 9116330291),
           run("tpe-ci", "success", "now-2d", TS, 9110985512),
           run("tpe-ci", "success", "now-3d", TS, 9104479930),
           run("tpe-ci", "success", "now-4d", TS, 9098126645)]
ts_latest = release(TS, "v2.11.0", "now-96d", "torch-tpe 2.11.0")
repo(TS, "Tessellate Photonic Engine (TPE) backend for PyTorch", 967, 88, "Python", "now-6h",
     ts_latest, "SECURITY.md", ts_runs, license_id="Apache-2.0",
     license_name="Apache License 2.0", homepage="https://tessellary.example/docs/torch",
     also=["https://github.com/%s/tree/main/.github/workflows" % TS])
releases(TS, [ts_latest, release(TS, "v2.11.0rc2", "now-110d", "torch-tpe 2.11.0 rc2",
                                 prerelease=True),
              release(TS, "v2.10.1", "now-150d", "torch-tpe 2.10.1")])
add("https://github.com/%s/blob/main/SECURITY.md" % TS, "github-file", "SECURITY.md",
    TS + "/SECURITY.md @ main", "GitHub", "now-20h",
    {"owner": "tessellary", "repo": "torch-tpe", "ref": "main", "path": "SECURITY.md",
     "html_url": "https://github.com/%s/blob/main/SECURITY.md" % TS, "type": "file",
     "size": 1096, "language": "Markdown", "truncated": False, "binary": False,
     "content": """# Security policy

## Reporting a vulnerability

Please report vulnerabilities privately through GitHub's "Report a vulnerability" button on
this repository, or by mail to security@tessellary.example. Do not open a public issue.

## What happens next

- We acknowledge your report within 2 business days.
- We confirm the problem and agree on a fix timeline within 10 business days.
- Fixes ship within 90 days; critical issues get a patch release sooner.
- We disclose after the fix is released, together with you.

## Issues in PyTorch itself

If the problem is in PyTorch rather than in torch-tpe, we forward it to the PyTorch security
team and follow PyTorch's security policy.
"""})
page("https://tessellary.example/docs/torch", "torch-tpe: PyTorch on the Tessellate Photonic Engine",
     "Installation, supported hardware (TPE-1, TPE-2 preview) and the programming guide.",
     "Tessellary Docs", og_image="https://tessellary.example/img/og-tpe.png")
page("https://tessellary.example/docs/torch/ops", "Supported operators · torch-tpe",
     "Operator coverage by data type, generated for every release.", "Tessellary Docs",
     bytes_=188000)
page("https://tessellary.example/docs/torch/validation", "TPE-2 weekly validation reports",
     "Weekly results of the PyTorch test subset on TPE-2 sampling parts, until TPE-2 joins CI.",
     "Tessellary Docs")
page("https://pkg.tessellary.example/simple", "Simple index", "", "", bytes_=2300)
page("https://hud.pytorch.org/hud/tessellary/torch-tpe/main",
     "tessellary/torch-tpe main · PyTorch HUD", "", "PyTorch HUD", bytes_=58000)

# ---------------------------------------------------------------- #15 Raichō (needs-info)
KC = "kirishima-compute/torch-raicho"
kc_latest = release(KC, "v2.11.0", "now-70d", "torch-raicho 2.11.0")
repo(KC, "雷鳥 NPU 向け PyTorch バックエンド (PyTorch backend for the Raichō NPU)", 402, 37, "C++",
     "now-3d", kc_latest, "SECURITY.md",
     [run("nightly", "success", "now-1d", KC, 9114700012, event="schedule"),
      run("nightly", "success", "now-2d", KC, 9109211108, event="schedule")],
     license_id="Apache-2.0", license_name="Apache License 2.0")
add("https://github.com/%s/blob/main/SECURITY.md" % KC, "github-file", "SECURITY.md",
    KC + "/SECURITY.md @ main", "GitHub", "now-20h",
    {"owner": "kirishima-compute", "repo": "torch-raicho", "ref": "main", "path": "SECURITY.md",
     "html_url": "https://github.com/%s/blob/main/SECURITY.md" % KC, "type": "file",
     "size": 842, "language": "Markdown", "truncated": False, "binary": False,
     "content": """# セキュリティポリシー / Security policy

脆弱性は security@kirishima-compute.example までご報告ください。
Please report vulnerabilities to security@kirishima-compute.example.

- 受領連絡 (acknowledgement): 3 営業日以内 / within 3 business days
- 修正 (fix): 90 日以内 / within 90 days
- 公開 (disclosure): 修正後、報告者と調整のうえ / coordinated with the reporter after the fix

PyTorch 本体の問題は PyTorch セキュリティチームに転送します。
Issues in PyTorch itself are forwarded to the PyTorch security team.
"""})
page("https://kirishima-compute.example/docs/torch-raicho", "torch-raicho ドキュメント",
     "雷鳥 NPU で PyTorch を使うためのインストールと利用ガイド。", "Kirishima Compute")
page("https://kirishima-compute.example/docs/torch-raicho/api", "API リファレンス · torch-raicho",
     "torch.raicho モジュールと対応オペレーターの一覧。", "Kirishima Compute", bytes_=96000)
page("https://kirishima-compute.example/ci/torch-raicho", "torch-raicho nightly CI",
     "RC-2 and RC-2 Pro nightly results (public since August 2026).", "Kirishima Compute")

# ---------------------------------------------------------------- #21 Lumenvale LPU (new)
LV = "lumenvale-labs/torch-lpu"
lv_runs = [run("pr", "success", "now-3h", LV, 9121508842, branch="main"),
           run("pr", "success", "now-14h", LV, 9118870310, branch="main"),
           run("pr", "failure", "now-15h", LV, 9118801127, branch="fp8-autocast",
               event="pull_request"),
           run("pr", "success", "now-1d", LV, 9116044009, branch="main"),
           run("pr", "success", "now-2d", LV, 9111177315, branch="main")]
lv_latest = release(LV, "v2.12.1", "now-12d", "torch-lpu 2.12.1")
repo(LV, "PyTorch out-of-tree backend for Lumenvale LPUs", 655, 49, "C++", "now-3h", lv_latest,
     None, lv_runs, license_id="BSD-3-Clause",
     also=["https://github.com/%s/actions" % LV])
add("https://github.com/%s/actions/workflows/pr.yml" % LV, "github-workflow", "PR checks",
    LV + " · pr.yml", "GitHub", "now-20h",
    {"owner": "lumenvale-labs", "repo": "torch-lpu", "workflow": "pr.yml", "total_count": 1288,
     "runs": lv_runs})
page("https://lumenvale.example/security", "Security at Lumenvale",
     "How to report a vulnerability in Lumenvale products, and how we respond.", "Lumenvale")
page("https://lumenvale.example/torch-lpu/docs", "torch-lpu documentation",
     "Get started with PyTorch on Lumenvale LPUs.", "Lumenvale Docs",
     og_image="https://lumenvale.example/static/torch-lpu-card.png")
page("https://lumenvale.example/torch-lpu/docs/api", "API and operator list · torch-lpu",
     "Every supported PyTorch API, with the operators and data types behind it.",
     "Lumenvale Docs", bytes_=233000)
page("https://lumenvale.example/torch-lpu/docs/numerics", "fp8 numerics on the LPU",
     "How torch-lpu rounds, scales and accumulates fp8 (E4M3, E5M2), and the tolerances we test.",
     "Lumenvale Docs", fetched="now-2d")

# ---------------------------------------------------------------- #24 Quillmoor QPU (new, draft form)
QM = "quillmoor-labs/torch-quillmoor"
qm_runs = [run("ci", "success", "now-2h", QM, 9121733405),
           run("nightly", "success", "now-8h", QM, 9120116872, event="schedule"),
           run("ci", "success", "now-11h", QM, 9119402257, branch="fsdp2-offload",
               event="pull_request"),
           run("ci", "success", "now-1d", QM, 9116508934),
           run("nightly", "success", "now-32h", QM, 9112790341, event="schedule")]
qm_latest = release(QM, "v2.12.0", "now-18d", "torch-quillmoor 2.12.0")
repo(QM, "PyTorch PrivateUse1 backend for Quillmoor QPUs (QPU-1, QPU-1M)", 538, 41, "C++",
     "now-2h", qm_latest, None, qm_runs, license_id="BSD-3-Clause",
     homepage="https://docs.quillmoor.example/torch",
     # The form says 7 contributors and 142 commits; the default branch shows fewer commits.
     activity=(118, 9))
releases(QM, [qm_latest,
              release(QM, "v2.12.0rc1", "now-30d", "torch-quillmoor 2.12.0 rc1", prerelease=True),
              release(QM, "v2.11.1", "now-80d", "torch-quillmoor 2.11.1"),
              release(QM, "v2.11.0", "now-112d", "torch-quillmoor 2.11.0")])
add("https://github.com/%s/actions/workflows/ci.yml" % QM, "github-workflow", "CI",
    QM + " · ci.yml", "GitHub", "now-20h",
    {"owner": "quillmoor-labs", "repo": "torch-quillmoor", "workflow": "ci.yml",
     "total_count": 2214, "runs": [r for r in qm_runs if r["name"] == "ci"]})
add("https://github.com/%s/blob/main/GOVERNANCE.md" % QM, "github-file", "GOVERNANCE.md",
    QM + "/GOVERNANCE.md @ main", "GitHub", "now-20h",
    {"owner": "quillmoor-labs", "repo": "torch-quillmoor", "ref": "main", "path": "GOVERNANCE.md",
     "html_url": "https://github.com/%s/blob/main/GOVERNANCE.md" % QM, "type": "file",
     "size": 731, "language": "Markdown", "truncated": False, "binary": False,
     "content": """# Governance

torch-quillmoor is maintained by the PyTorch team at Quillmoor Labs.

- Core maintainers: @quillmoor-hana, @quillmoor-rafael, @quillmoor-ines.
- Every pull request needs the approval of one core maintainer who did not write it.
- Design changes start as a public GitHub issue labelled `design`; the maintainers decide
  there, and the decision is linked from the pull request.
- New maintainers are proposed by a core maintainer and need the agreement of the others.
"""})
page("https://docs.quillmoor.example/torch", "torch-quillmoor documentation",
     "Install and run PyTorch on Quillmoor QPUs: wheels, driver requirements, supported "
     "operators and the performance guide.", "Quillmoor Docs",
     og_image="https://docs.quillmoor.example/_static/og-torch-quillmoor.png")
page("https://docs.quillmoor.example/torch/install", "Installing torch-quillmoor",
     "Wheels from the Quillmoor package index, driver 1.4 or later, and container images.",
     "Quillmoor Docs")
page("https://docs.quillmoor.example/torch/op-coverage", "ATen operator coverage (2.12.0)",
     "1,236 of 1,486 core ATen operators run natively on the QPU; the rest fall back to the CPU "
     "with a warning.", "Quillmoor Docs", bytes_=356000)
page("https://ci.quillmoor.example/torch", "torch-quillmoor CI",
     "Pull-request and nightly runs of the PyTorch test subset on QPU-1 and QPU-1M.",
     "Quillmoor CI")
page("https://ci.quillmoor.example/torch/nightly", "torch-quillmoor nightly results",
     "Nightly runs of the full PyTorch test subset on QPU-1M.", "Quillmoor CI",
     fetched="now-2d")
page("https://pkg.quillmoor.example/simple", "Simple index", "", "", bytes_=2100)
page("https://hud.pytorch.org/crcr/quillmoor-labs/torch-quillmoor",
     "quillmoor-labs/torch-quillmoor · CRCR · PyTorch HUD", "", "PyTorch HUD", bytes_=57000)

out = {"format_version": 1, "previews": previews}
with open(sys.argv[1], "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
