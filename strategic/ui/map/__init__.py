"""The strategic map widget, shared by every game drawn on a map of areas (Risk today, A Game of Thrones
next): the areas' shapes and links (model.py), the pan/zoom camera (camera.py), the drawing layers
(layers.py) and the Arcade Section that shows them and answers the mouse (section.py). Nothing here knows a
game's rules: a game's adapter supplies the areas and, for each state, what to draw on each one (`AreaLook`).
"""
