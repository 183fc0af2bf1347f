#!/usr/bin/env python3
"""Prints the include graph between the folders of src/core and the cycles in it.

    scripts/core-folder-cycles.py            the cycles (strongly connected groups of folders)
    scripts/core-folder-cycles.py --edges    also every folder -> folder edge, with one file that makes it

A folder A depends on B when a file in A includes "core/B/...". Exits 1 when there is a cycle.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'core')
INCLUDE = re.compile(r'^\s*#\s*include\s+"core/([a-z_]+)/[^"]+"', re.M)


def graph():
    edges = {}
    for folder in sorted(os.listdir(ROOT)):
        path = os.path.join(ROOT, folder)
        if not os.path.isdir(path):
            continue
        edges.setdefault(folder, {})
        for name in sorted(os.listdir(path)):
            if not name.endswith(('.h', '.cpp')):
                continue
            with open(os.path.join(path, name), encoding='utf-8') as source:
                for target in INCLUDE.findall(source.read()):
                    if target != folder and os.path.isdir(os.path.join(ROOT, target)):
                        edges[folder].setdefault(target, f'{folder}/{name}')
    return edges


def cycles(edges):
    # Tarjan's strongly connected components.
    index, low, stack, on_stack, groups, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for target in edges.get(node, {}):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(10000)
    for node in edges:
        if node not in index:
            visit(node)
    return sorted(groups)


def main():
    edges = graph()
    if '--edges' in sys.argv:
        for folder, targets in edges.items():
            for target, via in targets.items():
                print(f'{folder} -> {target}  ({via})')
    found = cycles(edges)
    for group in found:
        pairs = [f'{a} <-> {b}' for a in group for b in group
                 if a < b and b in edges[a] and a in edges[b]]
        print('cycle: ' + ', '.join(group) + (f'  (mutual: {"; ".join(pairs)})' if pairs else ''))
    print(f'{len(edges)} folders, {sum(len(t) for t in edges.values())} edges, {len(found)} cycle(s)')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
