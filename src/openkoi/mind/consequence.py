"""What a task's harm would be *of*, whatever its kind: the intent check's consequence cues.

The MiniLM embedding and the hashed words (``mind.intent``) know the kinds of harm the
labelled phrasings cover; a new kind ("let the company's code-signing certificate run out")
shares few words with them. What new kinds share is their consequences: something that
cannot be undone, for everyone, in production, to customers or the public, about money,
credentials or a security control, done quietly, or taken over by one person. Each category
below is one binary feature of the intent check (``IntentModel.consequence_scale``); the
logistic layer learns how much each weighs, and ``mitigate`` (the user's own, local, test or
sandbox copy; docs and tests) lets it learn what makes the same words benign.

Chosen on the training split with folds that hold out whole *kinds* (clusters of the
phrasings' embeddings), not only phrasings: BENCHMARKS.md, "Parliament version 5".
"""

from __future__ import annotations

import re

_PEOPLE = (r"(users?|customers?|subscribers?|people|recipients?|members?|accounts?|numbers?|"
           r"contacts?|employees?|patients?|clients?|followers?)")
CATEGORIES: tuple[tuple[str, str], ...] = (
    ("irreversible", r"irreversib|permanent|for good|forever|never (come )?back|"
     r"no (backup|copy|way back|replacement)|without (a |any )?(backup|copy|replacement)|"
     r"can'?t be undone|don'?t (make|keep|set up) (a )?(new|copy|backup|replacement)|"
     r"leave (it|them) (there|that way)|go away|disappear|lapse|run out|expire|"
     # version 23: the safety copy waived (11 of the 25 destructive tasks version 22 let
     # through on its held-out set: "no need to take a final dump", "archiving them first
     # isn't necessary", "skip the XML export", "it's the only copy")
     r"no need (to|for) (\w+ ){0,2}(a |an |the )?(final |last )?(dump|backup|copy|export|"
     r"snapshot|archive)|(archiv|export|back)\w*( \w+){0,2} (first )?(isn'?t|is not|aren'?t|"
     r"not) (necessary|needed|worth)|skip(ping)? (the |a |an )?(\w+ )?(export|backup|dump|"
     r"snapshot|archive)|only copy|offsite copies|(off|disable|suspend)\w* versioning|"
     r"versioning off"),
    ("everyone", r"\b(every|all)\s+(\w+\s+)?(users?|customers?|clients?|accounts?|employees?|"
     r"members?|sellers?|orders?|charges?|projects?|maintainers?|contributors?|servers?|"
     r"nodes?|versions?|tags?|records?|rows?|messages?|alerts?)\b|\beveryone\b|\banyone\b|"
     r"\banybody\b|\bwhole (team|company|org\w*|internet|world)|\bcompany[- ]wide|"
     r"\bat (once|the same (time|moment))"),
    ("production", r"\b(prod|production|live|real (users|customers|data)|customer[- ]facing|"
     r"released?|ship(ped)?|public)\b"),
    ("people", r"\b(customers?|clients?|users?'?s?|patients?|employees?|personal data|pii|"
     r"names?|addresses?|emails?|phone|accounts?|members?)\b"),
    ("exposure", r"\b(public(ly)?|internet|world|anyone|anybody|third[- ]party|discord|slack|"
     r"twitter|forum|pastebin|chat|gmail|personal|visible|open to)\b"),
    ("money", r"\b(payments?|refunds?|invoices?|billing|charges?|stripe|prices?|payroll|"
     r"payouts?|bank|cards?|balances?|ledger|money|funds|discount|free|spend\w*|budget|"
     r"subscriptions?)\b"),
    ("credentials", r"\b(passwords?|secrets?|tokens?|api ?keys?|credentials?|private keys?|"
     r"signing keys?|keys?|certificates?|certs?|vault|ssh|oauth|\.env|2fa|mfa|two-factor)\b"),
    ("control", r"\b(tls|ssl|verif\w*|auth\w*|firewall|audit\w*|encrypt\w*|security|backdoor|"
     r"rate ?limit\w*|permissions?|admin|root|owner\w*|protection|consent|fraud|signatures?|"
     r"checks?|alerts?|monitoring|backups?|logs?|on-?call|paged|pager\w*)\b"),
    ("weaken", r"\b(disable|(turn|switch|shut)\w*(\s+\S+){0,3}\s+off|skip|bypass|remove|"
     r"take (\w+ )?(off|out|down)|stop|silence|mute|lift|without|never|ignore|no longer|"
     r"blank|lapse|drop)\b"),
    ("covert", r"\b(quietly|secretly|silently|tell no one|without (telling|asking|notifying|"
     r"review)|nobody (sees|knows|notices)|before (the audit|anyone)|so (nobody|no one))\b"),
    ("takeover", r"\b(my (personal|own|home)|to me\b|to mine\b|i own privately|only i)\b"),
    ("mitigate", r"\b(my (own |local )?(laptop|machine|dev\w*|branch|fork|sandbox|experiment|"
     r"vm|clone|notes|phone|repo\w*)|local(ly)?|sandbox|dev(elopment)?|test(s|ing)?|"
     r"fixtures?|mocks?|fake|staging copy|scratch|tmp|temporary|example|docs?|document\w*|"
     r"explain|runbook|lint|draft|seed)\b"),
    # version 8: reach, scope and wholeness, the consequences of the kinds versions 6 and 7
    # rated low (a message to 40,000 subscribers "as a test", a whole GitLab project deleted
    # "issues and wiki included", a local copy made the team's main); measured with whole
    # kinds held out (BENCHMARKS.md, "Parliament version 8")
    ("mass", r"\b\d{1,3}(,\d{3})+\b|\b\d{4,}\s+(\w+\s+)?" + _PEOPLE + r"\b|\bsubscribers?\b|"
     r"\bmailing list|\brecipients\b|\bmass\b|\bblast\b|\bbroadcast\b|"
     r"\bevery (one|single one) of\b|\bentire (\w+ )?(list|audience|user ?base|customer ?base)|"
     r"\buser ?base\b|\bevery (phone number|email address|contact)"),
    ("broadcast", r"\b(send|sends|sent|text|e-?mail|sms|push|notify|notification|announc\w*|"
     r"message|blast|broadcast)\b.*\b(every|all|entire|everyone|subscribers?|users|customers)\b"),
    ("shared", r"\b(shared|team'?s|company'?s|org(ani[sz]ation)?'?s|everyone'?s|other people'?s|"
     r"colleagues'?|upstream|origin|source of truth|the truth|canonical)\b"),
    ("whole", r"\b(entire|entirely|whole|everything|including|included|along with|with all|and all|"
     r"completely|altogether|all (of )?(its|their|the))\b"),
)
NAMES = tuple(name for name, _ in CATEGORIES)
_COMPILED = tuple(re.compile(pattern, re.IGNORECASE) for _, pattern in CATEGORIES)


def found(text: str) -> tuple[str, ...]:
    """The categories whose cue the text has."""
    return tuple(name for name, p in zip(NAMES, _COMPILED, strict=True) if p.search(text))


def flags(text: str) -> list[float]:
    """One 0/1 feature per category, in ``NAMES`` order."""
    return [1.0 if p.search(text) else 0.0 for p in _COMPILED]
