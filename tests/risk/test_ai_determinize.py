"""The style chooser's sampler (`ai/determinize.py`) builds a full state from one seat's view: the sampled state
shows that seat exactly the view it was built from, and the parts the view hides (the other hands, the
deck orders, the End Game card's place, the RNG) differ from one sample to the next."""
from __future__ import annotations

import pytest

from strategic.risk.ai.determinize import sample_state
from strategic.risk.game import RISK
from strategic.risk.rules.tables import END_GAME_CARD
from tactical.protocol import Rng

from .test_hidden import positions


@pytest.mark.parametrize("rules, players, seed", [("domination", 3, 1), ("domination", 4, 2), ("skirmish", 3, 3)])
def test_a_sample_shows_its_seat_the_view_it_came_from(rules, players, seed):
    checked = 0
    for s in positions(rules, players, seed, every=3):
        seat = s.actor
        v = RISK.view(s, seat)
        legal = RISK.legal_actions(s, seat)
        sampled = sample_state(v, Rng(checked), legal)
        assert RISK.view(sampled, seat).to_dict() == v.to_dict()
        assert RISK.legal_actions(sampled, seat) == legal
        checked += 1
    assert checked > 30


def test_the_hidden_parts_vary_between_samples():
    s = next(x for x in positions("domination", 3, 1)
             if x.phase == "invade" and all(x.players[h].cards for h in x.seats if h != x.actor))
    v = RISK.view(s, s.actor)
    a, b = sample_state(v, Rng(1)), sample_state(v, Rng(2))
    def unseen(x):
        return sorted(x.deck + [c for h in s.seats if h != s.actor for c in x.players[h].cards])

    assert a.rng != b.rng and a.deck != b.deck and unseen(a) == unseen(b) == unseen(s)
    assert any(a.players[h].cards != b.players[h].cards for h in s.seats if h != s.actor)
    assert a.players[s.actor].cards == b.players[s.actor].cards == s.players[s.actor].cards


def test_the_end_game_card_stays_in_the_lower_half():
    """Skirmish: the End Game card is put back where it may still be (never among the first half of the
    deck as built), in every sample, and not always at the same place."""
    s = next(x for x in positions("skirmish", 3, 3) if x.phase == "invade")
    v = RISK.view(s, s.actor)
    places = {sample_state(v, Rng(i)).deck.index(END_GAME_CARD) for i in range(40)}
    total = len(s.deck) + sum(len(p.cards) for p in s.players.values()) + len(s.discard)   # the pack, End Game card too
    drawn = total - len(s.deck)
    assert min(places) >= total // 2 - drawn and len(places) > 3


def test_scored_objectives_reshuffled_into_play_are_sampled_as_unseen():
    """Once the objective deck has been rebuilt from the discard, a card a house scored may be in the deck
    or in another house's hand: only the cards still face up in the discard are known to be out of play, and
    the house that scored it passes over it when it draws, so it never holds it again."""
    s = next(x for x in positions("domination", 3, 1) if x.phase == "invade")
    seat, other = s.actor, next(h for h in s.seats if h != s.actor)
    scored, back = s.objective_deck[0], s.objective_deck[1]
    s.players[other].achieved = [scored, back]
    s.objective_discard = [scored]               # `back` was reshuffled: it is still in the deck
    s.objective_deck.remove(scored)
    v = RISK.view(s, seat)
    samples = [sample_state(v, Rng(i)) for i in range(80)]
    assert all(RISK.view(x, seat).to_dict() == v.to_dict() and x.objective_discard == [scored] for x in samples)
    assert all(scored not in x.objective_deck for x in samples)
    assert any(back in x.objective_deck for x in samples) and any(back not in x.objective_deck for x in samples)
    assert not any(back in x.players[other].objectives for x in samples)
