"""What the task says a function must read, checked in the code.

A refactor keeps behaviour, so the project's tests pass before and after it and cannot see
its point: "letter_grade and grade_counts should both read GRADE_BOUNDARIES" held only for
letter_grade in heldout9's refactor-grade-table, grade_counts kept its own dict of the
letters, every test passed, and the result ended done. Where a sentence of the task says
that named functions should (or must) read, use or take something from a name the module
defines at its top level, each of those functions must refer to that name: in its own body,
or in a helper of the same module it calls (not another function the sentence names). One
that does not is a finding.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping

from openkoi.engine.testfile import module_names
from openkoi.records import Finding

_SENTENCE_END = re.compile(r"(?<![Ee]\.g)(?<![Ii]\.e)[.!?;:]\s+")
_SAYS_READ = re.compile(
    r"\b(?:should|must|need to|have to|are to|is to)\s+(?:both\s+|all\s+|each\s+|now\s+)?"
    r"(?:read|use|look\s+\w+\s+up\s+in|be\s+(?:read|taken|built|driven)\s+from|"
    r"take\s+\w+(?:\s+\w+)?\s+from|refer\s+to|draw\s+on)\s+(?:the\s+)?(?:list\s+|table\s+|"
    r"dict\s+|constant\s+)?`?(?P<name>[A-Za-z_]\w*)`?")


def unread(task: str, trees: Mapping[str, ast.Module]) -> list[Finding]:
    """The functions a sentence of ``task`` says should read a module-level name of theirs
    that refer to it neither themselves nor through a helper of their module they call."""
    findings: list[Finding] = []
    # each module's functions and top-level names, once: not again for every sentence
    modules = [(source, {n.name: n for n in tree.body
                         if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)},
                module_names(tree, imports=False)) for source, tree in trees.items()]
    for sentence in _SENTENCE_END.split(task.replace("`", "")):
        for said in _SAYS_READ.finditer(sentence):
            target = said.group("name")
            before = sentence[:said.start()]
            for source, functions, top in modules:
                if target not in top:
                    continue
                subjects = {name for name in functions if name != target and re.search(
                    rf"(?<![\w.]){re.escape(name)}\b", before)}
                # through a helper, not through another function the sentence names: there
                # each must read it for what it does itself (grade_counts calling
                # letter_grade still kept its own copy of the letters)
                helpers = {n: f for n, f in functions.items() if n not in subjects}
                for name in sorted(subjects, key=lambda n: functions[n].lineno):
                    node = functions[name]
                    if not _reads(node, target, helpers, set()):
                        findings.append(Finding(
                            "major", "checks", f"{name} does not read {target}, which the "
                            f"task says it should", f"{source}:{node.lineno}",
                            f"make {name} take what it needs from {target} each time it runs"))
    return findings


def _reads(node: ast.AST, target: str, functions: Mapping[str, ast.AST],
           seen: set[str]) -> bool:
    """Whether ``node`` refers to ``target``, or calls a function of ``functions`` that does."""
    for child in ast.walk(node):
        if isinstance(child, ast.Name) and child.id == target:
            return True
    for child in ast.walk(node):
        if isinstance(child, ast.Call) and isinstance(child.func, ast.Name) and \
                child.func.id in functions and child.func.id not in seen:
            seen.add(child.func.id)
            if _reads(functions[child.func.id], target, functions, seen):
                return True
    return False
