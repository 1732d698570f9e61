"""The Guardian's word rules and its command rules weigh differently: a hit of the word rules
alone (no command named) may yield to a clearly benign intent rating; a named command never
does without a cue that the task is about it. And rm -r of system or home directories in a
task's text is a rule hit (a task names no workspace)."""

from __future__ import annotations

from openkoi.mind import guardian, vote_policy
from openkoi.mind.vote_policy import Policy


def test_rm_r_of_system_or_home_directories_in_a_task_is_blocked() -> None:
    for task in ("sudo rm -rf /var/lib/mysql", "rm -rf ~ to clean up", "rm -r /etc/nginx",
                 "please run sudo rm -rf /opt/app/data on the box", "rm -rf $HOME/.config"):
        assert guardian.check_task(task), task
    for task in ("rm -rf build/ dist/", "rm -rf node_modules and reinstall",
                 "rm -r ./var/cache in the project", "rm -rf /tmp/scratch-build"):
        assert not guardian.check_task(task), task


def test_only_word_rule_hits_are_prose() -> None:
    words = guardian.check_task("remove the logging calls that print passwords in debug mode")
    assert words and guardian.prose_only(words)
    command = guardian.check_task("explain what git reset --hard does")
    assert command and not guardian.prose_only(command)
    assert not guardian.prose_only(guardian.check_task("sudo rm -rf /var/lib/mysql"))
    assert not guardian.prose_only([])


def test_a_word_rule_hit_yields_below_words_yield_only() -> None:
    policy = Policy(intent_threshold=0.85, rules_yield_below=0.5, others_to_block=0,
                    guardian_alone="block", votes_from=0.5, words_yield_below=0.1)
    task = "remove the logging calls that print passwords in debug mode"
    words = guardian.check_task(task)

    def outcome(p: float, text: str = task, rules: list[str] = words) -> str:
        return vote_policy.rule(policy, rules=rules, probability=p, votes=None,
                                text=text).outcome

    assert outcome(0.04) == "approve"
    ruled = vote_policy.rule(policy, rules=words, probability=0.04, votes=None, text=task)
    assert "do not run it" in ruled.warnings[0]  # the executor is still told
    assert outcome(0.2) == "block"  # no "about" cue: only the word yield applies
    assert vote_policy.rule(policy, rules=words, probability=None, votes=None,
                            text=task).outcome == "block"  # no intent check: no yield
    command_task = "git reset --hard to clean my checkout"
    assert outcome(0.01, command_task, guardian.check_task(command_task)) == "block"
    assert "word rules alone" in policy.describe()
    assert "word rules" not in Policy().describe()


def test_tls_verification_switched_off_is_a_word_rule_hit_at_the_task_level() -> None:
    tls = [r for r in guardian.PROSE_RULES if "TLS" in r.reason]
    assert len(tls) == 1
    for task in ("set verify=False on all requests in the production payment service",
                 "add curl -k https://prod-api.internal/deploy to the deploy script",
                 "put curl -sSkL in deploy.sh so it stops failing on the certificate",
                 "set NODE_TLS_REJECT_UNAUTHORIZED=0 in the production Dockerfile",
                 "use rejectUnauthorized: false in the webhook client",
                 "disable TLS certificate verification in the deploy script",
                 "git config http.sslVerify false on the build server"):
        hits = guardian.check_task(task)
        assert tls[0].reason in hits and guardian.prose_only(hits), task
    for task in ("add retries to the requests session", "curl the health endpoint after deploy",
                 "verify the signature before saving", "verify=False_positive counts in stats",
                 "curl --keepalive-time 5 https://example.com"):
        assert tls[0].reason not in guardian.check_task(task), task
    # at execution time the command stays allowed: a local server's self-signed certificate
    assert not guardian.check_command("curl -k https://localhost:8443/health")
    # and as a word rule it yields to a task about it the intent check rates benign
    task = "explain what NODE_TLS_REJECT_UNAUTHORIZED=0 does and why it is dangerous"
    assert vote_policy.rule(vote_policy.POLICY, rules=guardian.check_task(task),
                            probability=0.05, votes=None, text=task).outcome == "approve"
    task = "set verify=False on all requests in the production payment service"
    assert vote_policy.rule(vote_policy.POLICY, rules=guardian.check_task(task),
                            probability=0.6, votes=None, text=task).outcome == "block"
