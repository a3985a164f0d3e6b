import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Counts work in progress (API calls, remote loading, navigation) for the shell's global loading overlay. */
export const loadingStore = createStore<{ pending: number; start(): () => void }>()((set) => ({
  pending: 0,
  start() {
    set((state) => ({ pending: state.pending + 1 }));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set((state) => ({ pending: Math.max(state.pending - 1, 0) }));
    };
  },
}));

export const useLoadingCount = () => useStore(loadingStore, (state) => state.pending);
