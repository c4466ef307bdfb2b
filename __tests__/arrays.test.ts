import { describe, expect, it } from '@jest/globals'
import { anyArray } from '../src/core/arrays.js'

describe('anyArray', () => {
  it('gives a new empty array each time, that takes any value', () => {
    const first = anyArray<unknown>()
    const second = anyArray<unknown>()
    expect(first).toEqual([])
    expect(first).not.toBe(second)
    first.push(1, 'two', { three: 3 })
    expect(first).toEqual([1, 'two', { three: 3 }])
    expect(second).toEqual([])
    expect(anyArray()).toEqual([])
  })
})
