#!/usr/bin/env python3
"""Writes demo-workspace.json: six fictional ACP applications as GitHub REST payloads.

Usage: python3 make-demo-workspace.py demo-workspace.json
Everything here is invented: companies, products, people and logins; company sites use .example
domains and GitHub links point at invented organizations. Issue/comment counts and reaction rollups are computed, so edit the content here and regenerate."""

import base64
import json
import sys

# ---------------------------------------------------------------- application bodies

def form(sections, preamble=None, eol="\n"):
    blocks = []
    if preamble:
        blocks.append(preamble)
    for heading, answer in sections:
        blocks.append("### " + heading + "\n\n" + answer)
    return ("\n\n".join(blocks)).replace("\n", eol)

ACK_ALL_X = """- [X] We have read the ACP admission requirements and the Accelerator Integration WG charter.
- [X] We agree to the periodic review every 6 months and to the deficiency process.
- [X] We agree to follow the PyTorch Foundation Code of Conduct."""

NORDHAVEN = form([
    ("Platform name", "Nordhaven NPU"),
    ("Company / organization", "Nordhaven Silicon AB (Luleå, Sweden)"),
    ("Contact", "Erik Lindqvist (@nordhaven-erik), torch-team@nordhaven.example"),
    ("Hardware type", "NPU"),
    ("PyTorch integration mechanism", """PrivateUse1. The `torch_nordhaven` extension renames the backend with `torch.utils.rename_privateuse1_backend("nordhaven")`, generates the tensor/module helpers with `torch.utils.generate_methods_for_privateuse1_backend()`, and registers `torch.nordhaven` through `torch._register_device_module`. Kernels are registered with `TORCH_LIBRARY_IMPL(aten, PrivateUse1, m)`; autograd uses `AutogradPrivateUse1`. The package is discovered through the `torch.backends` entry point, so `import torch` is enough.

No patches to PyTorch itself are needed."""),
    ("Supported features and API list", """| Feature | Status | API |
|---|---|---|
| Eager mode (ATen ops) | 1,412 of 1,486 core ops | `torch.*` on `device="nordhaven"` |
| Autograd | complete | `AutogradPrivateUse1` |
| `torch.compile` | Inductor backend, beta | `torch.compile(model, backend="inductor")` |
| Distributed | DDP, FSDP2 | `torch.distributed` with the `nccn` process group |
| Mixed precision | bf16, fp16 | `torch.autocast("nordhaven")` |
| Streams and events | complete | `torch.nordhaven.Stream`, `torch.accelerator` |
| Memory stats | complete | `torch.nordhaven.memory_stats()` |
| Profiler | complete | `torch.profiler` with `ProfilerActivity.PrivateUse1` |

The full op coverage list is generated on every release: https://docs.nordhaven.example/torch/op-coverage"""),
    ("CI (hardware coverage)", """All three shipping parts run the PyTorch test suite subset nightly and on every pull request to `nordhaven-silicon/torch-nordhaven`:

- NH-100 (edge): every PR, 4 runners
- NH-400 (datacenter): every PR, 16 runners
- NH-400X (liquid-cooled variant of NH-400): nightly, same silicon, validated by the NH-400 runs plus a weekly soak

Dashboard: https://ci.nordhaven.example/torch"""),
    ("CI integration with PyTorch HUD (CRCR)", "Reporting through CRCR since December 2025. Our HUD page: https://hud.pytorch.org/hud/nordhaven-silicon/torch-nordhaven/main"),
    ("Release plan", "One `torch-nordhaven` release per PyTorch minor release, within 4 weeks of it, plus patch releases as needed. Versions follow `<torch version>.<our patch>`, e.g. `2.10.0.1`."),
    ("Binary package and user manual", """- Wheels on PyPI: `pip install torch-nordhaven` (Linux x86_64 and aarch64, Python 3.10–3.13)
- Runtime dependency: Nordhaven driver ≥ 3.2 (apt repository documented in the manual)
- Build from source: https://docs.nordhaven.example/torch/build
- User manual: https://docs.nordhaven.example/torch"""),
    ("Maintainers and communication channel", """Maintainer group: @nordhaven-erik, @nordhaven-ingrid, @nordhaven-pavel (GitHub team `nordhaven-silicon/torch-maintainers`).
Issues on https://github.com/nordhaven-silicon/torch-nordhaven/issues get an initial answer within 2 business days; we also watch the PyTorch dev-discuss `accelerators` category."""),
    ("Maintenance commitment", "24 months"),
    ("Release gap", "We have never been more than one minor version behind: torch-nordhaven 2.10 shipped 19 days after PyTorch 2.10. Releases: https://github.com/nordhaven-silicon/torch-nordhaven/releases"),
    ("Security policy", """https://github.com/nordhaven-silicon/torch-nordhaven/security/policy

Reports via GitHub private vulnerability reporting or security@nordhaven.example. Acknowledgement within 3 business days, fix or mitigation within 90 days, coordinated disclosure after the fix ships. Issues that affect PyTorch itself are forwarded to the PyTorch security team under its policy."""),
    ("Supported environment", """```yaml
torch: "2.10"
python: ["3.10", "3.11", "3.12", "3.13"]
os: [ubuntu-22.04, ubuntu-24.04, rhel-9]
arch: [x86_64, aarch64]
driver: ">=3.2"
```"""),
    ("Additional information", "_No response_"),
    ("Acknowledgements", ACK_ALL_X),
])

# Edited on the web (CRLF line endings), from an older template: some headings are named
# differently, one is duplicated, and a note sits above the first heading.
ROOKWING = form([
    ("Accelerator name", "Rookwing RVV-X Vector Accelerator"),
    ("Company / organization", "Rookwing Microsystems Ltd."),
    ("Contact", "mara.okafor@rookwing.example"),
    ("Hardware type", "CPU extension"),
    ("PyTorch integration mechanism", """Dispatch key `PrivateUse1`, renamed to `rvvx`. We still carry two small patches on top of PyTorch for the vector-length-agnostic build flags:

https://github.com/rookwing-micro/pytorch-rvvx/tree/main/patches

We plan to upstream them."""),
    ("Supported features and API list", """Eager mode for about 600 ops (fp32 only), no autograd for convolutions yet. The API list is in our README: https://github.com/rookwing-micro/pytorch-rvvx#supported-ops"""),
    ("CI", """GitHub Actions on QEMU (rv64gcv) for every PR. Real silicon (RVV-X 1.0 dev boards) is tested by hand before releases.

We do not yet have CI on the RVV-X 2.0 parts we list as supported."""),
    ("CI integration with PyTorch HUD (CRCR)", "_No response_"),
    ("Release plan", "When there is enough new work, roughly twice a year."),
    ("Binary package and user manual", "Source only for now: build instructions in the README. Wheels are planned."),
    ("Maintainers and communication channel", "@rookwing-mara (and colleagues as available). Discord server linked in the README."),
    ("Maintenance commitment", "None"),
    ("Release gap", "Current release builds against PyTorch 2.7 (https://github.com/rookwing-micro/pytorch-rvvx/releases)."),
    ("Security policy", "_No response_"),
    ("Supported environment", """```yaml
torch: "2.7"
python: ["3.11"]
os: [debian-12]
arch: [riscv64]
```"""),
    ("Additional information", "We are a small team and would value feedback on what is missing."),
    ("Additional information", "Edit: RVV-X 2.0 dev boards ship to us in Q3."),
    ("Acknowledgements", """- [X] We have read the ACP admission requirements and the Accelerator Integration WG charter.
- [ ] We agree to the periodic review every 6 months and to the deficiency process.
- [X] We agree to follow the PyTorch Foundation Code of Conduct."""),
], preamble="**Edited 2026-03-02:** added CI details below after the request for information.", eol="\r\n")

TESSELLATE = form([
    ("Platform name", "Tessellate Photonic Engine (TPE)"),
    ("Company / organization", "Tessellary Photonics Inc."),
    ("Contact", "Ana-Sofia Brandt <torch@tessellary.example>, GitHub @tessellary-asb"),
    ("Hardware type", "Other"),
    ("PyTorch integration mechanism", """PrivateUse1, renamed to `tpe`. Photonic matrix units are exposed as a regular device; the digital control path handles everything else. Out-of-tree package `torch_tpe` registers kernels with `TORCH_LIBRARY_IMPL(aten, PrivateUse1, m)` and a device guard implementation (`c10::impl::DeviceGuardImplInterface`).
<!-- updated after pre-review: the integration no longer needs the custom fork -->"""),
    ("Supported features and API list", """- Eager mode: matmul-heavy ops natively, everything else on the digital co-processor (full list: https://tessellary.example/docs/torch/ops)
- Autograd: yes
- `torch.compile`: custom Inductor device backend (beta)
- AMP: bf16 only
- Distributed: not yet (planned for TPE-2)
- `torch.accelerator` device-agnostic API: yes"""),
    ("CI (hardware coverage)", """| Architecture | CI | Other validation |
|---|---|---|
| TPE-1 | every PR, 8 cards | — |
| TPE-1L (low power) | nightly, 2 cards | — |
| TPE-2 (sampling) | not in CI | weekly manual run of the release test plan, reports published at https://tessellary.example/docs/torch/validation |

CI config: https://github.com/tessellary/torch-tpe/tree/main/.github/workflows"""),
    ("CI integration with PyTorch HUD (CRCR)", "Connected via CRCR in April 2026; results on https://hud.pytorch.org/hud/tessellary/torch-tpe/main"),
    ("Release plan", "Quarterly, aligned with PyTorch minor releases (release within 6 weeks of each PyTorch release)."),
    ("Binary package and user manual", """`pip install torch-tpe --index-url https://pkg.tessellary.example/simple`
Runtime needs the TPE firmware bundle ≥ 1.8; build recipe and container images are in the manual: https://tessellary.example/docs/torch"""),
    ("Maintainers and communication channel", "Team `tessellary/torch-tpe-maintainers` (5 people). GitHub issues, plus #torch-tpe on our public Slack. We acknowledge new issues within one business day."),
    ("Maintenance commitment", "12 months"),
    ("Release gap", "We shipped torch-tpe 2.11 five weeks after PyTorch 2.11 and intend to keep that pace: https://github.com/tessellary/torch-tpe/releases"),
    ("Security policy", "https://github.com/tessellary/torch-tpe/blob/main/SECURITY.md (acknowledgement in 5 days, fix within 90 days, disclosure coordinated with the reporter; issues in PyTorch proper go to the PyTorch security process)."),
    ("Supported environment", """```yaml
torch: "2.11"
python: ["3.11", "3.12"]
os: [ubuntu-24.04]
arch: [x86_64]
firmware: ">=1.8"
```"""),
    ("Additional information", "Photonic compute is analog: results are deterministic per card but differ from CPU within documented tolerances (see the numerics page in the manual). 🔬"),
    ("Acknowledgements", """- [x] We have read the ACP admission requirements and the Accelerator Integration WG charter.
- [x] We agree to the periodic review every 6 months and to the deficiency process.
- [X] We agree to follow the PyTorch Foundation Code of Conduct."""),
])

RAICHO = form([
    ("Platform name", "雷鳥 (Raichō) NPU"),
    ("Company / organization", "霧島演算株式会社 (Kirishima Compute K.K.)"),
    ("Contact", "佐藤 美咲 (Misaki Sato), @kirishima-sato, oss@kirishima-compute.example"),
    ("Hardware type", "NPU"),
    ("PyTorch integration mechanism", """PrivateUse1 を利用しています (backend name: `raicho`)。
We use PrivateUse1 with the backend renamed to `raicho`; kernels live in the out-of-tree package `torch-raicho`."""),
    ("Supported features and API list", """- Eager mode (推論・学習): about 1,100 ATen ops
- Autograd: yes
- `torch.compile`: not yet
- API list / API 一覧: https://kirishima-compute.example/docs/torch-raicho/api"""),
    ("CI (hardware coverage)", """社内 CI (Jenkins) で RC-1 と RC-2 を毎晩テストしています。
Internal Jenkins runs nightly on RC-1 and RC-2. The RC-2 Pro variant is not covered yet."""),
    ("CI integration with PyTorch HUD (CRCR)", "_No response_"),
    ("Release plan", "PyTorch のマイナーリリースごとに対応版をリリースします (one release per PyTorch minor release)."),
    ("Binary package and user manual", """Wheels: `pip install torch-raicho` (PyPI), Linux x86_64 only.
マニュアル (日本語・English): https://kirishima-compute.example/docs/torch-raicho"""),
    ("Maintainers and communication channel", "@kirishima-sato, @kirishima-tanaka, @kirishima-ito — GitHub Issues (日本語・英語どちらでも可)."),
    ("Maintenance commitment", "36 months or more"),
    ("Release gap", "現在 PyTorch 2.11 に対応 (currently supports PyTorch 2.11)."),
    ("Security policy", "脆弱性は security@kirishima-compute.example までご連絡ください。 (Please report vulnerabilities to the address above.)"),
    ("Supported environment", """```yaml
torch: "2.11"
python: ["3.12"]
os: [ubuntu-22.04]
arch: [x86_64]
```"""),
    ("Additional information", "日本の大学と共同で評価しています 🎓 (evaluated together with two Japanese universities)."),
    ("Acknowledgements", ACK_ALL_X),
])

LUMENVALE = form([
    ("Platform name", "Lumenvale Systolic LPU"),
    ("Company / organization", "Lumenvale Labs, Inc."),
    ("Contact", "Dana Whitcombe, @lumenvale-dana, acp@lumenvale.example"),
    ("Hardware type", "ASIC"),
    ("PyTorch integration mechanism", "PrivateUse1 (`torch.utils.rename_privateuse1_backend(\"lpu\")`), packaged as `torch-lpu`. Autoloaded through the `torch.backends` entry point."),
    ("Supported features and API list", """Eager mode, autograd, `torch.compile` (Inductor with our Triton backend), bf16/fp8 autocast, DDP.
Full API and op list: https://lumenvale.example/torch-lpu/docs/api ⚡"""),
    ("CI (hardware coverage)", """Every PR runs on LPU-8 (16 runners) and LPU-8e (4 runners). Both architectures we list are covered.
Public CI: https://github.com/lumenvale-labs/torch-lpu/actions (the PR workflow: https://github.com/lumenvale-labs/torch-lpu/actions/workflows/pr.yml)"""),
    ("CI integration with PyTorch HUD (CRCR)", "Onboarding to CRCR is in progress with the PyTorch infra team; we expect our HUD page in October 2026."),
    ("Release plan", "Monthly releases; a release aligned with each PyTorch minor release within 2 weeks."),
    ("Binary package and user manual", """- `pip install torch-lpu` (PyPI, manylinux x86_64/aarch64)
- Docker images: `ghcr.io/lumenvale-labs/torch-lpu`
- Manual and build recipes: https://lumenvale.example/torch-lpu/docs"""),
    ("Maintainers and communication channel", "GitHub team `lumenvale-labs/torch-lpu-core` (6 maintainers). Issues answered within 1 business day; office hours every other Thursday."),
    ("Maintenance commitment", "24 months"),
    ("Release gap", "Day-0 support for PyTorch 2.12; we test against nightly."),
    ("Security policy", """https://lumenvale.example/security — acknowledgement within 48 hours, fix target 30 days for critical issues, 90 days otherwise, coordinated disclosure; PyTorch in-tree issues are reported through PyTorch's own policy."""),
    ("Supported environment", """```yaml
torch: "2.12"
python: ["3.10", "3.11", "3.12", "3.13"]
os: [ubuntu-22.04, ubuntu-24.04]
arch: [x86_64, aarch64]
```"""),
    ("Additional information", "_No response_"),
    ("Acknowledgements", ACK_ALL_X),
])

# Written from the Working Group's draft application form (2026): other headings, in the form's
# order, checkbox lines for the repository's files, and no security-policy field at all.
QUILLMOOR = form([
    ("Contact Emails", "hana.ferreira-lund@quillmoor.example, torch-maintainers@quillmoor.example"),
    ("Project Overview", """`torch-quillmoor` is the out-of-tree PyTorch backend for the Quillmoor QPU, a dataflow accelerator for training and inference. It registers the QPU as the `quillmoor` device, so models run with `model.to("quillmoor")` on a stock PyTorch install."""),
    ("Supported Hardware", """- QPU-1 (PCIe card, 48 GB HBM3)
- QPU-1M (OAM module, 96 GB HBM3)"""),
    ("Project Repository URL", "https://github.com/quillmoor-labs/torch-quillmoor"),
    ("Additional Repositories", "_No response_"),
    ("Website / Documentation URL", "https://docs.quillmoor.example/torch"),
    ("Backing Entity", "Quillmoor Labs Ltd."),
    ("Governance Structure", """Maintained by Quillmoor Labs' PyTorch team. Every change needs the approval of one core maintainer; design decisions are discussed in public GitHub issues and recorded in https://github.com/quillmoor-labs/torch-quillmoor/blob/main/GOVERNANCE.md"""),
    ("License", "BSD-3-Clause"),
    ("Repository Structure Checklist", """- [X] **LICENSE**
- [X] **README.md**
- [X] **CONTRIBUTING.md**
- [ ] **CODEOWNERS**
- [X] **CODE_OF_CONDUCT.md**"""),
    ("Working CI", """Every pull request runs the PyTorch test subset (`test_ops`, `test_nn`, `test_autograd` and the device-generic tests) on both parts we list; a nightly job runs the full subset.

- QPU-1: every PR, 12 runners
- QPU-1M: every PR, 4 runners, plus the nightly run

Workflow: https://github.com/quillmoor-labs/torch-quillmoor/actions/workflows/ci.yml
Dashboard: https://ci.quillmoor.example/torch"""),
    ("CI Integration (HUD Dashboard)", "Reporting through CRCR since September 2026: https://hud.pytorch.org/crcr/quillmoor-labs/torch-quillmoor"),
    ("User Experience / Value Proposition", """`import torch` loads the backend through the `torch.backends` entry point. Code written for `torch.accelerator` runs unchanged, and CUDA-style code needs only the device string changed. Users train and serve on QPUs with the standard PyTorch APIs, without a fork or a separate framework."""),
    ("Packages / Installation", """```
pip install torch-quillmoor --index-url https://pkg.quillmoor.example/simple
```

Wheels for Linux x86_64 and aarch64, Python 3.10–3.13; needs the Quillmoor driver ≥ 1.4. Install guide: https://docs.quillmoor.example/torch/install"""),
    ("Feature List and Operator Coverage", """- Eager mode: 1,236 of 1,486 core ATen ops natively; the rest fall back to the CPU with a warning
- Autograd: `AutogradPrivateUse1`
- `torch.compile`: Inductor with a Triton backend for the QPU (beta)
- Mixed precision: bf16 and fp16 through `torch.autocast("quillmoor")`
- Distributed: DDP and FSDP2 with the `qccl` process group
- Streams, events, memory stats and the profiler

Operator coverage, regenerated for every release: https://docs.quillmoor.example/torch/op-coverage"""),
    ("Release Plan", "One `torch-quillmoor` release per PyTorch minor release, within 4 weeks of it, plus patch releases as needed: https://github.com/quillmoor-labs/torch-quillmoor/releases"),
    ("Ongoing Maintenance Commitment", "24 months from admission, with at least two engineers assigned to the backend."),
    ("Core Maintainers (minimum 2)", """- @quillmoor-hana (Hana Ferreira-Lund)
- @quillmoor-rafael (Rafael Okonjo)
- @quillmoor-ines (Inês Calder)"""),
    ("Contributors Active in Last 90 Days (minimum 5)", "7"),
    ("Commits in Last 90 Days (minimum 30)", "142"),
    ("PyTorch Integration Approach", """PrivateUse1, renamed with `torch.utils.rename_privateuse1_backend("quillmoor")`; `torch.utils.generate_methods_for_privateuse1_backend()` adds the tensor and module helpers and `torch._register_device_module` registers `torch.quillmoor`. Kernels are registered with `TORCH_LIBRARY_IMPL(aten, PrivateUse1, m)`, autograd with `AutogradPrivateUse1`. No patches to PyTorch itself."""),
    ("Supported PyTorch Versions", "2.11 and 2.12 (torch-quillmoor 2.12.0 is built against PyTorch 2.12.0); PyTorch nightly is tested every night."),
    ("Additional Information", "We can lend QPU-1 cards to the Working Group for the pre-review."),
])


OWNER, NAME = "acp-demo", "additional-compute-platforms"
FULL = OWNER + "/" + NAME
API = "https://api.github.com/repos/" + FULL
WEB = "https://github.com/" + FULL
REPO_ID = 1087654321

def node(prefix, n):
    return prefix + "_" + base64.b64encode(("acp-demo:%d" % n).encode()).decode().rstrip("=")

USERS = {}
def user(login, uid, kind="User"):
    USERS[login] = {
        "login": login, "id": uid, "node_id": node("U", uid),
        "html_url": "https://github.com/" + login,
        "type": kind, "site_admin": False,
    }
uid = 90210001
for login in ["wg-cochair-ana", "wg-cochair-ben",
              "nordhaven-erik", "rookwing-mara", "tessellary-asb", "kirishima-sato", "lumenvale-dana",
              "qf-priya", "basalt-tomas", "basalt-alt-rhea", "meridian-kwame", "halcyon-lin",
              "occ-jana", "pinecrest-ode", "curious-onlooker", "nordhaven-ingrid",
              "quillmoor-hana"]:
    user(login, uid); uid += 137

REPO = {
    "id": REPO_ID, "node_id": node("R", REPO_ID), "name": NAME, "full_name": FULL, "private": False,
    "owner": {"login": OWNER, "id": 90200001, "node_id": node("O", 90200001),
              "html_url": "https://github.com/" + OWNER, "type": "Organization", "site_admin": False},
    "html_url": WEB,
    "description": "Demo copy (fictional) of the Additional Compute Platforms admission repository: applications for listing out-of-tree accelerators on pytorch.org.",
    "fork": False, "url": API, "issues_url": API + "/issues{/number}", "labels_url": API + "/labels{/name}",
    "created_at": "2025-11-03T10:00:00Z", "updated_at": "2026-10-29T16:37:52Z", "pushed_at": "2026-06-01T12:00:00Z",
    "homepage": "https://pytorch.org/", "has_issues": True, "has_projects": False, "has_wiki": False,
    "archived": False, "disabled": False, "visibility": "public", "open_issues_count": 4,
    "default_branch": "main", "topics": ["pytorch", "accelerators", "governance"],
}

LABEL_DEFS = [
    ("New", "0e8a16", "New application, awaiting pre-review"),
    ("needs-info", "fbca04", "Gaps found; waiting for the submitter"),
    ("voting", "5319e7", "Pre-review passed; the WG is voting"),
    ("approved", "1d76db", "Vote passed; the platform is listed"),
    ("Declined", "b60205", "Vote failed or gaps were not resolved"),
]
LABELS = {}
lid = 7100000001
for name, color, desc in LABEL_DEFS:
    LABELS[name] = {"id": lid, "node_id": node("LA", lid), "url": API + "/labels/" + name, "name": name,
                    "color": color, "default": False, "description": desc}
    lid += 11

CONTENTS = ["+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes"]
reactions = []
rid = 310000001
def react(subject, subject_id, login, content, at):
    global rid
    reactions.append({"subject": subject, "subject_id": subject_id, "reaction": {
        "id": rid, "node_id": node("REA", rid), "user": USERS[login], "content": content, "created_at": at}})
    rid += 1

def rollup(url, subject, subject_id):
    r = {"url": url + "/reactions", "total_count": 0}
    for c in CONTENTS:
        r[c] = 0
    for x in reactions:
        if x["subject"] == subject and x["subject_id"] == subject_id:
            r[x["reaction"]["content"]] += 1
            r["total_count"] += 1
    return r

issues, comments = [], []
cid = 3650000001
def comment(number, login, at, body, assoc=None, updated=None):
    global cid
    if assoc is None:
        assoc = APPLICANT_ASSOCIATION.get(login, "NONE")
    c = {"id": cid, "node_id": node("IC", cid), "url": API + "/issues/comments/%d" % cid,
         "html_url": WEB + "/issues/%d#issuecomment-%d" % (number, cid),
         "issue_url": API + "/issues/%d" % number, "body": body, "user": USERS[login],
         "created_at": at, "updated_at": updated or at, "author_association": assoc,
         "performed_via_github_app": None}
    comments.append(c)
    cid += 1234
    return c["id"]

def issue(number, title, body, login, created, labels, state="open", state_reason=None, closed_at=None, updated=None):
    iid = 3020000000 + number * 7919
    issues.append({
        "url": API + "/issues/%d" % number, "repository_url": API,
        "labels_url": API + "/issues/%d/labels{/name}" % number,
        "comments_url": API + "/issues/%d/comments" % number,
        "events_url": API + "/issues/%d/events" % number,
        "html_url": WEB + "/issues/%d" % number,
        "id": iid, "node_id": node("I", iid), "number": number, "title": title, "user": USERS[login],
        "labels": [LABELS[l] for l in labels], "state": state, "locked": False, "assignee": None,
        "assignees": [], "milestone": None, "comments": 0, "created_at": created,
        "updated_at": updated or created, "closed_at": closed_at,
        "author_association": APPLICANT_ASSOCIATION.get(login, "NONE"),
        "active_lock_reason": None, "body": body, "timeline_url": API + "/issues/%d/timeline" % number,
        "performed_via_github_app": None, "state_reason": state_reason,
    })

CC = "MEMBER"  # co-chairs are members of the acp-demo organization
VOTER = "MEMBER"  # so are the voting organizations' representatives
# Applicants have no role in the repository, or have contributed to it before.
APPLICANT_ASSOCIATION = {"nordhaven-erik": "CONTRIBUTOR", "kirishima-sato": "CONTRIBUTOR"}

ROSTER = """| Organization | Representative | Alternate | Status |
|---|---|---|---|
| Quillfeather AI | @qf-priya | — | eligible |
| Basalt Cloud | @basalt-tomas | @basalt-alt-rhea | eligible |
| Meridian Robotics | @meridian-kwame | — | eligible |
| Halcyon Research Institute | @halcyon-lin | — | eligible |
| Ostrava Compute Cooperative | @occ-jana | — | eligible |
| Pinecrest University | @pinecrest-ode | — | eligible |
| Vantablue Systems | @vantablue-rep | — | suspended (missed two meetings) |"""

# The hidden markers go where the workbench writes them (OutboxAction::commentToPost): after the
# text and a blank line, one per line, the action marker last. Markers anywhere else do not count.
def markers(*names, action):
    return "\n\n" + "\n".join("<!-- acp-workbench:%s -->" % n for n in names + ("action=" + action,))

def vote_body(platform, number, closes, action):
    return f"""## 🗳️ Vote: admit {platform} to the ACP listing

The pre-review of #{number} is complete and the application goes to a vote of the Accelerator Integration Working Group. The vote is open until **{closes} (UTC)**.

**How to vote:** react to this comment, once, with
- 👍 (`+1`) to approve
- 👎 (`-1`) to reject
- 👀 (`eyes`) to abstain

One ballot per organization, cast by its representative of record or its alternate; if both vote, the representative's ballot counts. A login with more than one of these reactions has an ambiguous ballot, which is shown but not counted. Reactions from accounts not on the roster are non-binding.

**Rule:** quorum is more than half of the 6 eligible organizations (at least 4 must vote). The application passes when approvals are more than half of the participating organizations; abstentions count as participation and therefore weigh against approval (strict reading).

Roster, frozen when the vote opened:

{ROSTER}

_Posted with ACP Workbench._""" + markers("vote", "vote-rule=strict", "vote-closes=" + closes, action=action)

# ---------------------------------------------------------------- #3 Nordhaven (approved)
N = 3
issue(N, "[ACP Application]: Nordhaven NPU", NORDHAVEN, "nordhaven-erik", "2026-01-14T09:12:44Z",
      ["approved"], state="closed", state_reason="completed", closed_at="2026-03-20T15:02:11Z")
react("issue", N, "nordhaven-ingrid", "+1", "2026-01-14T10:01:02Z")
react("issue", N, "curious-onlooker", "rocket", "2026-01-20T18:22:40Z")
comment(N, "wg-cochair-ana", "2026-01-16T08:30:00Z",
        "Thanks @nordhaven-erik, application received. The pre-review is scheduled for the February WG meeting.", CC)
comment(N, "wg-cochair-ana", "2026-02-10T14:05:19Z", """Pre-review done: all ten admission requirements are met.

One note for the record: NH-400X is validated through the NH-400 runs plus a weekly soak rather than its own CI. The WG accepts that as it is the same silicon. Could you confirm the HUD page is public?

<!-- acp-workbench:action=6b1f3c1e-3a55-4c1b-9a0e-1f3e1c2d4a01 -->""", CC)
comment(N, "nordhaven-erik", "2026-02-12T07:48:55Z",
        "Confirmed, it is public: https://hud.pytorch.org/hud/nordhaven-silicon/torch-nordhaven/main (the NH-400X soak results are linked from the same page).")
vote3 = comment(N, "wg-cochair-ana", "2026-02-24T16:00:00Z",
                vote_body("Nordhaven NPU", N, "2026-03-10", "0c4e8e0a-71d2-4f43-8a9c-2a7d5b6e9f02"), CC)
for login, content, at in [("qf-priya", "+1", "2026-02-24T16:41:10Z"), ("basalt-tomas", "+1", "2026-02-25T09:12:33Z"),
                           ("meridian-kwame", "+1", "2026-02-25T21:03:05Z"), ("halcyon-lin", "+1", "2026-02-26T06:55:48Z"),
                           ("occ-jana", "eyes", "2026-03-02T11:27:19Z"), ("nordhaven-ingrid", "heart", "2026-02-24T17:02:00Z")]:
    react("comment", vote3, login, content, at)
dec3 = comment(N, "wg-cochair-ben", "2026-03-20T15:01:40Z", """## ✅ Decision: approved

The vote on Nordhaven NPU closed on 2026-03-10 with 5 of 6 eligible organizations participating (quorum 4): 4 approve, 0 reject, 1 abstain. Approvals (4) are more than half of the participants (5), so the application passes.

The platform will be listed on pytorch.org. The first periodic review is due on **2026-09-20**.""" + markers("decision=approved", action="a9d0e6f4-5c1b-4e7a-8d33-0b2c6f1e7a03"), CC)
react("comment", dec3, "nordhaven-erik", "hooray", "2026-03-20T15:30:00Z")
react("comment", dec3, "nordhaven-ingrid", "hooray", "2026-03-20T15:31:12Z")
comment(N, "nordhaven-erik", "2026-03-21T08:10:00Z", "Thank you all! We will keep the HUD page green. 🇸🇪")

# ---------------------------------------------------------------- #7 Rookwing (declined)
N = 7
issue(N, "ACP application: Rookwing RVV-X", ROOKWING, "rookwing-mara", "2026-02-03T13:44:02Z",
      ["Declined"], state="closed", state_reason="not_planned", closed_at="2026-04-28T10:15:30Z")
comment(N, "wg-cochair-ben", "2026-02-17T11:20:00Z", """Thank you for applying, @rookwing-mara. The pre-review found gaps against these requirements:

- **CI integration (CRCR / PyTorch HUD):** no results are reported to the HUD. Please connect your CI through CRCR.
- **Working CI:** RVV-X 2.0 is listed as supported but is not covered by CI and no other validation is described.
- **Release gap:** builds against PyTorch 2.7 while 2.10 is current, more than three minor versions behind.
- **Maintenance commitment:** none stated; at least 12 months from approval is required.
- **Security policy:** missing; we need a reporting channel and response, fix and disclosure timelines.
- **Binary package:** source only; a binary package with a user manual is required.

Please answer in a comment on this issue. The application stays open for 60 days.

<!-- acp-workbench:action=3e7b9d2c-8f41-4a6e-b5c0-7d9e1f2a3b04 -->""", CC)
comment(N, "rookwing-mara", "2026-03-02T17:05:41Z", """Thanks for the detailed list. Where we are:

- CRCR: planned for Q3 once the 2.0 boards arrive.
- Security policy: draft at https://github.com/rookwing-micro/pytorch-rvvx/pull/88
- Maintenance: we can commit to 12 months.
- Wheels and PyTorch 2.10 support: not before the summer, sorry.

I updated the issue body with the CI details.""")
comment(N, "wg-cochair-ben", "2026-03-05T09:00:12Z",
        "Thanks. The maintenance commitment resolves one gap; please also put it in the form so the record is complete. The others remain open, and the 60-day window ends on 2026-04-18.", CC)
comment(N, "wg-cochair-ben", "2026-04-28T10:15:02Z", """## Decision: declined

The gaps listed on 2026-02-17 were not resolved within the 60-day window: no CRCR/HUD reporting, no CI or other validation for RVV-X 2.0, no binary package, a release gap of more than three minor PyTorch versions, and no published security policy.

This is not a judgment on the hardware. You are welcome to reapply with a new issue once these are in place.""" + markers("decision=declined", action="c1f5a7e2-2d6b-4f90-9e81-5a4b3c2d1e05"), CC)

# ---------------------------------------------------------------- #12 Tessellate (voting)
# The vote is still open when the demo is opened: its closing date is two weeks after that day
# (DemoWorkspace resolves "{{date:now+14d}}"), so ballots cast while trying it out count.
N = 12
issue(N, "[ACP Application]: Tessellate Photonic Engine", TESSELLATE, "tessellary-asb", "2026-04-09T15:27:36Z",
      ["voting"])
react("issue", N, "curious-onlooker", "heart", "2026-04-10T08:00:00Z")
comment(N, "wg-cochair-ana", "2026-04-21T10:02:44Z", """Pre-review summary for #12:

| Requirement | Status |
|---|---|
| PyTorch integration | met |
| Feature list | met |
| Working CI | needs judgment: TPE-2 is validated by a weekly manual run, not CI |
| CI integration (CRCR) | met |
| Release plan | met |
| Package and manual | met |
| Maintainers | met |
| Maintenance commitment | met |
| Release gap | met |
| Security policy | met |

@tessellary-asb, can you say when TPE-2 joins CI?""", CC)
comment(N, "tessellary-asb", "2026-04-23T07:14:09Z",
        "TPE-2 is still sampling; it joins PR CI when volume parts ship (planned for November 2026). Until then the weekly validation reports stay public at the link in the form.")
vote12 = comment(N, "wg-cochair-ana", "2026-05-26T16:00:00Z",
                 vote_body("Tessellate Photonic Engine", N, "{{date:now+14d}}", "7d2a4c6e-9b13-4e58-a0f7-3c5d7e9f1b06"), CC)
for login, content, at in [("qf-priya", "+1", "2026-05-26T17:10:31Z"),
                           ("meridian-kwame", "+1", "2026-05-27T08:44:12Z"),
                           ("halcyon-lin", "+1", "2026-05-28T13:20:00Z"),
                           ("basalt-tomas", "-1", "2026-05-29T09:58:41Z"),
                           ("basalt-alt-rhea", "+1", "2026-05-29T10:03:17Z"),
                           ("occ-jana", "eyes", "2026-05-30T12:00:05Z"),
                           ("pinecrest-ode", "+1", "2026-05-31T19:45:50Z"),
                           ("pinecrest-ode", "-1", "2026-05-31T19:46:02Z"),
                           ("curious-onlooker", "+1", "2026-05-27T22:13:37Z"),
                           ("tessellary-asb", "heart", "2026-05-26T16:20:00Z")]:
    react("comment", vote12, login, content, at)
comment(N, "halcyon-lin", "2026-05-28T13:21:30Z",
        "Voted 👍. For the report: Halcyon reproduced the numerics tolerances on a loaner TPE-1 card.", VOTER)
comment(N, "basalt-tomas", "2026-05-29T09:59:10Z",
        "👎 from Basalt Cloud for now: we would like TPE-2 in CI before listing it as supported. Happy to revisit at the periodic review.", VOTER)
comment(N, "tessellary-asb", "2026-05-30T08:05:44Z",
        "Understood, @basalt-tomas. We can list TPE-2 as \"preview\" on our side until it is in CI, if the WG prefers that.")

# ---------------------------------------------------------------- #15 Raichō (needs-info)
N = 15
issue(N, "[ACP申請] 雷鳥 NPU", RAICHO, "kirishima-sato", "2026-06-18T02:31:08Z", ["needs-info"])
comment(N, "wg-cochair-ana", "2026-07-06T09:40:00Z", """Thank you for the application, @kirishima-sato. 申請ありがとうございます。The pre-review found these gaps:

- **Working CI:** the CI is internal only and RC-2 Pro is not covered. Please describe how results are made visible to the WG and how RC-2 Pro is validated.
- **CI integration (CRCR / PyTorch HUD):** no answer; results need to be reported to the PyTorch HUD through CRCR.
- **Security policy:** a reporting address is given, but we also need response, fix and disclosure timelines, and how you coordinate with PyTorch's policy for in-tree issues.

Please reply in a comment on this issue (English or Japanese is fine).

<!-- acp-workbench:action=e4b8c2a6-1f3d-4b7e-8c90-6d5e4f3a2b07 -->""", CC)
comment(N, "kirishima-sato", "2026-08-19T05:12:27Z", """ご確認ありがとうございます。Answers:

1. **CI**: nightly results are now published at https://kirishima-compute.example/ci/torch-raicho (public). RC-2 Pro: added to the nightly runs on 2026-08-01.
2. **CRCR**: we have started onboarding with the PyTorch infra team; target is October 2026.
3. **Security policy**: https://github.com/kirishima-compute/torch-raicho/blob/main/SECURITY.md
   - 受領連絡 (acknowledgement): 3 営業日以内 / within 3 business days
   - 修正 (fix): 90 日以内 / within 90 days
   - 公開 (disclosure): coordinated with the reporter after the fix; issues in PyTorch itself are forwarded to the PyTorch security team.""")
comment(N, "wg-cochair-ana", "2026-08-20T08:00:00Z",
        "Thanks, this closes the security-policy gap. CRCR is still open; we will re-review once your HUD page is live.", CC)

# ---------------------------------------------------------------- #21 Lumenvale (new)
N = 21
issue(N, "[ACP Application]: Lumenvale LPU", LUMENVALE, "lumenvale-dana", "2026-09-15T16:48:03Z", ["New"])
react("issue", N, "curious-onlooker", "rocket", "2026-09-15T18:00:00Z")
react("issue", N, "lumenvale-dana", "+1", "2026-09-15T16:50:00Z")
comment(N, "wg-cochair-ben", "2026-09-16T09:05:00Z",
        "Thanks @lumenvale-dana, received. It is in the backlog for pre-review.", CC)
comment(N, "lumenvale-dana", "2026-09-22T08:41:17Z",
        "FYI: the manual now has a page on fp8 numerics: https://lumenvale.example/torch-lpu/docs/numerics")

# ---------------------------------------------------------------- #24 Quillmoor (new, draft form)
N = 24
issue(N, "[Application] Quillmoor QPU", QUILLMOOR, "quillmoor-hana", "2026-10-27T10:14:00Z", ["New"])
comment(N, "wg-cochair-ana", "2026-10-28T09:22:00Z",
        "Thanks @quillmoor-hana, received. It is in the backlog for pre-review.", CC)
comment(N, "quillmoor-hana", "2026-10-29T16:37:52Z",
        "FYI: the nightly results of the full test subset on QPU-1M are now public as well: https://ci.quillmoor.example/torch/nightly")

# ---------------------------------------------------------------- #12: a second review, with the workbench
# A co-chair's review published with the workbench (its table and hidden review block, as
# ReviewCommentWriter writes them), beside Ana's hand-written one: the two differ on working CI.
# Added last so that the ids of the comments above stay as they were.
TITLES = [("pytorch-integration", "PyTorch integration"), ("feature-list", "Feature list"),
          ("working-ci", "Working CI"), ("ci-integration", "CI integration (CRCR / PyTorch HUD)"),
          ("release-plan", "Release plan"), ("package", "Binary package and user manual"),
          ("maintainers", "Maintainers and communication"),
          ("maintenance-commitment", "Maintenance commitment"), ("release-gap", "Release gap"),
          ("security-policy", "Security policy")]
BEN = {"working-ci": ("gap", "TPE-2 is in no CI at all; a weekly manual run is not a working CI."),
       "ci-integration": ("needs-judgment", "L2 on the relay, but the HUD page shows TPE-1 only.")}
SHOWN = {"met": "✅ met", "gap": "🔴 gap", "needs-judgment": "⚠️ needs judgment"}
rows = []
markers = ["<!-- acp-workbench:review -->", "<!-- acp-workbench:review-requirements=2026.1 -->",
           "<!-- acp-workbench:review-at=2026-04-22T11:30:00Z -->"]
for rid, title in TITLES:
    status, note = BEN.get(rid, ("met", ""))
    rows.append("| %s | %s | %s |" % (title, SHOWN[status], note))
    markers.append("<!-- acp-workbench:review-status=%s:%s -->" % (rid, status))
markers.append("<!-- acp-workbench:action=5b0e3f7a-2c41-4d8e-9a16-0f3e7d2c4b19 -->")
comment(12, "wg-cochair-ben", "2026-04-22T11:30:00Z",
        "### Review of #12, Tessellate Photonic Engine (TPE)\n\n8 met, 1 gap, 1 needs judgment.\n\n"
        "| Requirement | Status | Note |\n|---|---|---|\n" + "\n".join(rows)
        + "\n\n_A reviewer's checklist, published with ACP Workbench. A later review by the same "
        "reviewer replaces this one._\n\n" + "\n".join(markers), CC)

# ---------------------------------------------------------------- finish: counts, rollups, updated_at
for i in issues:
    mine = [c for c in comments if c["issue_url"] == i["url"]]
    i["comments"] = len(mine)
    last = max([i["created_at"]] + [c["updated_at"] for c in mine] + ([i["closed_at"]] if i["closed_at"] else []))
    i["updated_at"] = last
    i["reactions"] = rollup(i["url"], "issue", i["number"])
for c in comments:
    c["reactions"] = rollup(c["url"], "comment", c["id"])

out = {"repository": REPO, "labels": list(LABELS.values()), "issues": issues, "comments": comments, "reactions": reactions}
with open(sys.argv[1], "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
