"""One reference implementation of the rule book (``docs/rules.md``), for the tests.

Written from the rule book's text alone and sharing nothing with ``domain/``:
cards are plain strings (``"JH"`` is the jack of hearts, rank then suit) and
seats, teams and points plain ints, so no module here imports the engine. It
is meant to be short and obviously correct, not fast: the engine is checked
against it, never the other way round.

A *contract* is the deal's trump: one of ``S H D C`` (§2, §5), or ``SA``
(*sans-atout*, no trump) / ``TA`` (*tout-atout*, every suit trump) of §10.1.

- :mod:`reference.cards`: card order and points (§2, §10.1);
- :mod:`reference.tricks`: legal cards and the trick winner (§5, §10.1, §10.2);
- :mod:`reference.announcements`: combinations, belotes, who scores them (§6, §7, §10.1);
- :mod:`reference.scoring`: a classic deal's score and the game's end (§8, §9);
- :mod:`reference.coinche`: the coinche auction and scoring table (§10.2).
"""
