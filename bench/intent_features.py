"""Which consequence cues the intent check should have: each candidate set measured with
whole kinds held out, on the training split only.

    .venv/bin/python bench/intent_features.py [--extra NAME,NAME] [--set heldout8]

For the shipped cues (``openkoi.mind.consequence``) and for the shipped cues plus each cue of
``EXTRA`` alone and all of them together: out-of-fold p(destructive) of every training
phrasing from models fitted on the other *kind* folds (``intent_train.kind_folds``: clusters
of the embeddings dealt to five folds, so a fold holds topics the others lack, as a new
held-out set does), rated as the CLI rates (the highest p over a text's clauses). Reported:
AUC, the share of destructive phrasings flagged where at most 5 % of benign ones are, and
the destructive phrasings rated below 0.5. ``--set FILE``: also train on the training rows
that are not in FILE (a set read while the cues were written, so in sample) and rate FILE's
rows whole. Embeddings are computed once per run.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import intent_train  # noqa: E402

from openkoi.mind import consequence, intent, intent_cases  # noqa: E402

# version 9's candidates, written from the kinds version 8's held-out set let through
# (money moved on an e-mailed instruction "no need to call her to confirm", audit rows
# edited to show another name, a legal hold lifted, an app removed from the store for good,
# a security scan and the required review skipped, endpoint protection uninstalled from
# every laptop, every open purchase order cancelled)
_CONTROL = (r"(scan\w*|reviews?|protection|antivirus|anti-virus|edr|defender|endpoint|"
            r"firewall|mfa|2fa|sso|alerts?|alerting|monitoring|audit\w*|checks?|approvals?|"
            r"guard\w*|polic(y|ies)|encryption|tls|ssl|logging|backups?|branch protection)")
EXTRA: dict[str, str] = {
    "unverified": r"\bno need to (call|confirm|check|verify|ask|double-check)|\bwithout "
                  r"(confirming|verifying|checking|calling|a call-?back|double-checking)|"
                  r"\bdon'?t (bother to |need to )?(confirm|verify|check|call)\b|\bskip (the )?"
                  r"(confirmation|verification|call-?back|approval)|\bnew (bank|iban|account|"
                  r"payment|wire) (details|number)|\b(iban|routing number|swift code)\b",
    "tamper": r"\b(edit|alter|change|rewrite|adjust|amend|modify|tweak|fix up)\w*\b[^.]{0,60}"
              r"\b(audit|logs?|records?|history|timestamps?|entries|ledger|minutes|timesheets?|"
              r"readings?)\b[^.]{0,60}\b(show|say|read|look|reflect|match)|\bback-?dat\w*|"
              r"\bso (it|they|that it|that they) (looks?|reads?|shows?|says?)\b",
    "legal": r"\b(legal hold|litigation hold|retention (policy|lock|rules?|period)|compliance|"
             r"regulat\w*|gdpr|hipaa|sox|subpoena|evidence|e-?discovery|court|lawsuit|"
             r"audit trail)\b",
    "withdraw": r"\b(app store|play store|marketplace|unpublish\w*|delist\w*|yank\w*|take (it |"
                r"the \w+ )?down|pull (it|the \w+) (from|off))\b",
    "control_off": r"\b(disabl\w*|turn\w* off|switch\w* off|shut\w* off|skip\w*|bypass\w*|"
                   r"uninstall\w*|remov\w*|stop\w*|silenc\w*|mut(e|ing)|lift\w*|suspend\w*|"
                   r"paus\w*|ignor\w*|overrid\w*)\b[^.]{0,50}\b" + _CONTROL + r"\b|\b" +
                   _CONTROL + r"\b[^.]{0,30}\b(skipped|disabled|off|removed|bypassed|"
                   r"uninstalled|paused|suspended|lifted)\b",
    "every_of": r"\b(every|all)\s+(\w+\s+){0,3}(orders?|invoices?|users?|customers?|accounts?|"
                r"laptops?|devices?|locks?|machines?|issues?|pull requests?|prs|repos\w*|"
                r"projects?|mailboxes|employees?|subscriptions?|records?|rows?|files?|tickets?|"
                r"licen[cs]es?|keys?|tokens?|sessions?|members?|seats?|channels?|domains?)\b",
    "undo_verbs": r"\b(cancel|void|revok|refund|revers|deactivat|suspend|deprovision|"
                  r"factory[- ]reset|eras|purg|terminat|invalidat|unsubscrib|offboard)\w*\b",
    # version 15's candidate, written from what version 14's held-out set let through: safety
    # systems of machines and plants set unsafe (a chlorine pump at maximum with its alarms
    # muted, robots' collision avoidance off, a boiler's relief setpoint over its rating)
    "physical": r"\b(alarms?|interlocks?|setpoints?|pressure|dosing|chlorine|collision|"
                r"brak(e|es|ing)|e-?stops?|emergency stops?|safety (systems?|limits?|valves?|"
                r"interlocks?|cut-?offs?|checks?|sensors?)|relief valves?|pumps?|valves?|"
                r"boilers?|reactors?|ventilat\w*|infusion|pacemakers?|insulin|plc|scada|"
                r"robots?|forklifts?|elevators?|furnaces?|turbines?|conveyors?|cranes?|"
                r"rated (limit|capacity|pressure)|fire (alarms?|suppression|doors?)|"
                r"sprinklers?|overheat\w*|temperature limits?)\b",
}


def cue_set(extra: list[str]) -> None:
    """Make ``consequence`` compute the shipped cues plus ``extra`` (names of EXTRA)."""
    categories = tuple(c for c in consequence.CATEGORIES if c[0] not in EXTRA)
    categories += tuple((name, EXTRA[name]) for name in extra)
    consequence.CATEGORIES = categories
    consequence.NAMES = tuple(name for name, _ in categories)
    consequence._COMPILED = tuple(re.compile(p, re.IGNORECASE) for _, p in categories)


class Cached:
    """The MiniLM embedder with every text's vector kept (clauses repeat across runs)."""

    def __init__(self) -> None:
        self.inner = intent_train.embedder()
        self.memo: dict[str, np.ndarray] = {}

    def embed(self, texts: list[str]) -> np.ndarray:
        missing = list(dict.fromkeys(t for t in texts if t not in self.memo))
        if missing:
            for t, v in zip(missing, self.inner.embed(missing), strict=True):
                self.memo[t] = np.asarray(v)
        return np.array([self.memo[t] for t in texts])


def auc(p: np.ndarray, y: np.ndarray) -> float:
    pos, neg = p[y], p[~y]
    return float(((pos[:, None] > neg[None, :]).sum()
                  + 0.5 * (pos[:, None] == neg[None, :]).sum()) / (len(pos) * len(neg)))


def at_benign(p: np.ndarray, y: np.ndarray, share: float = 0.05) -> float:
    for t in np.round(np.arange(0.05, 0.96, 0.01), 2):
        if float((p[~y] >= t).mean()) <= share:
            return float((p[y] >= t).mean())
    return float((p[y] >= 0.96).mean())


def measure(cases: list[intent_cases.IntentCase], folds: np.ndarray,
            embed: Cached) -> np.ndarray:
    model = intent_train.shape()
    x = model.features(embed.embed([c.text for c in cases]), [c.text for c in cases])
    y = np.array([c.destructive for c in cases], dtype=np.float64)
    out = np.zeros(len(cases))
    for k in range(intent_train.FOLDS):
        w, b = intent_train.fit(x[folds != k], y[folds != k])
        fitted = intent_train.shape(tuple(float(v) for v in w), b)
        rows = [c.text for c, f in zip(cases, folds, strict=True) if f == k]
        out[folds == k] = intent.rate(rows, embed.embed, fitted.probability)
    return out


def whole_set(train_rows: list[intent_cases.IntentCase], held: list[intent_cases.IntentCase],
              embed: Cached) -> tuple[float, float, float, float]:
    model = intent_train.shape()
    x = model.features(embed.embed([c.text for c in train_rows]), [c.text for c in train_rows])
    w, b = intent_train.fit(x, np.array([c.destructive for c in train_rows], dtype=np.float64))
    fitted = intent_train.shape(tuple(float(v) for v in w), b)
    p = np.array(intent.rate([c.text for c in held], embed.embed, fitted.probability))
    y = np.array([c.destructive for c in held])
    return auc(p, y), float((p[y] >= 0.7).mean()), float((p[~y] >= 0.7).mean()), \
        float((p[y] < 0.5).sum())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--extra", default=",".join(EXTRA), help="candidate cues to try")
    ap.add_argument("--set", type=Path, help="a set to rate whole, trained without its rows")
    args = ap.parse_args()
    names = [n for n in args.extra.split(",") if n]
    embed = Cached()
    cases = [c for c in intent_cases.load() if c.split == "train"]
    folds = intent_train.kind_folds(embed.embed([c.text for c in cases]))
    held: list[intent_cases.IntentCase] = []
    if args.set:
        texts = {json.loads(line)["text"] for line in args.set.read_text().splitlines()
                 if line.strip()}
        held = [c for c in intent_cases.load() if c.text in texts]
    y = np.array([c.destructive for c in cases])
    print(f"{len(cases)} training phrasings, kind folds; {len(held)} rows of {args.set}")
    print("| cues | AUC | destructive flagged at 5 % benign | destructive < 0.5 | "
          "set: AUC, destructive >= 0.7, benign >= 0.7, destructive < 0.5 |")
    print("|---|---|---|---|---|")
    shipped = [n for n in consequence.NAMES if n not in EXTRA]
    for label, extra in [("shipped", []), *((f"+ {n}", [n]) for n in names),
                         ("+ all", names)]:
        cue_set(extra)
        p = measure(cases, folds, embed)
        row = f"| {label} | {auc(p, y):.4f} | {100 * at_benign(p, y):.1f} % | " \
              f"{int((p[y] < 0.5).sum())} |"
        if held:
            train_rows = [c for c in cases if c not in held]
            a, d, b, low = whole_set(train_rows, held, embed)
            row += f" {a:.3f}, {100 * d:.1f} %, {100 * b:.1f} %, {int(low)} |"
        else:
            row += " - |"
        print(row, flush=True)
    cue_set([])
    assert list(consequence.NAMES) == shipped
    return 0


if __name__ == "__main__":
    sys.exit(main())
