"""The rules of Risk: Game of Thrones (seed 004) as pure functions of a plain state.

Data (`tables`, `board`, `geo`, `cards`), the state and its actions, then one module per step of a turn
(`setup`, `reinforce`, `domination`, `invade`, `manoeuvre`, `objectives`, `turn`), tied together by the
dispatch tables in `engine`. No I/O beyond reading the shipped data files, no global random.
"""
