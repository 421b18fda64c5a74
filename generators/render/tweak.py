"""Text and Markdown for surrealism tweaks."""

from __future__ import annotations

from ..rules.tweaks import KIND_LABELS


def tweak_text(t) -> str:
    return f"{t.text}\n  ({KIND_LABELS[t.kind]}: {t.rule})"


def tweak_markdown(t) -> str:
    return f"- **{t.target}:** {t.tweak} *({KIND_LABELS[t.kind]}: {t.rule})*"
