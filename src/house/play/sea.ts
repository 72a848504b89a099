import type { z } from 'zod';
import type { instantChoiceSchema } from '../../contract/house.ts';

type Choice = z.infer<typeof instantChoiceSchema>;

export interface Sea {
  /** Shows the server's answer for the shot at `fish`: caught (the fish leaves) or missed. */
  settle(fish: string, text: string, caught: boolean): void;
}

interface Swimmer {
  pick: string;
  colour: string;
  x: number;
  y: number;
  speed: number;
  size: number;
}

const colours = ['#ff8c42', '#4fc3f7', '#ffd54f', '#81c784', '#ba68c8', '#f06292', '#90a4ae', '#ffb300'];

/** A fish drawn from shapes, facing right: body, tail and eye, its size telling its pay. */
function drawFish(context: CanvasRenderingContext2D, fish: Swimmer): void {
  const { x, y, size, colour } = fish;
  context.fillStyle = colour;
  context.beginPath();
  context.ellipse(x, y, size, size / 2, 0, 0, Math.PI * 2);
  context.fill();
  context.beginPath();
  context.moveTo(x - size * 0.8, y);
  context.lineTo(x - size * 1.5, y - size / 2);
  context.lineTo(x - size * 1.5, y + size / 2);
  context.closePath();
  context.fill();
  context.fillStyle = '#10212e';
  context.beginPath();
  context.arc(x + size * 0.55, y - size * 0.12, Math.max(2, size / 9), 0, Math.PI * 2);
  context.fill();
}

/**
 * The fishing canvas: fish swim across; a tap shoots the fish under it. The page only aims: each
 * shot is a play on the server, which decides whether it catches.
 */
export function openSea(canvas: HTMLCanvasElement, choices: readonly Choice[], shoot: (pick: string) => void): Sea {
  canvas.hidden = false;
  const context = canvas.getContext('2d');
  const swimmers: Swimmer[] = choices.map((choice, index) => ({
    pick: choice.pick,
    colour: colours[index % colours.length],
    x: (index * 137) % canvas.width,
    y: 40 + ((index * 53) % (canvas.height - 80)),
    speed: 0.6 + (choices.length - index) * 0.25,
    size: 14 + index * 5,
  }));
  let flash: { text: string; x: number; y: number; until: number; caught: boolean } | null = null;
  let shot: { x: number; y: number } | null = null;

  const frame = (time: number) => {
    if (!context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    for (const fish of swimmers) {
      fish.x = ((fish.x + fish.speed + 2 * fish.size) % (canvas.width + 4 * fish.size)) - 2 * fish.size;
      drawFish(context, fish);
    }
    if (shot) {
      context.strokeStyle = '#f5b82e';
      context.beginPath();
      context.moveTo(canvas.width / 2, canvas.height);
      context.lineTo(shot.x, shot.y);
      context.stroke();
    }
    if (flash && time < flash.until) {
      context.font = 'bold 20px sans-serif';
      context.fillStyle = flash.caught ? '#f5b82e' : '#ffffff';
      context.fillText(flash.text, flash.x, flash.y);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  canvas.addEventListener('click', (event) => {
    const box = canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * canvas.width;
    const y = ((event.clientY - box.top) / box.height) * canvas.height;
    const target = swimmers.find((fish) => Math.abs(fish.x - x) < fish.size * 1.3 && Math.abs(fish.y - y) < fish.size * 0.8);
    if (!target) return;
    shot = { x, y };
    shoot(target.pick);
  });

  return {
    settle(fish, text, caught) {
      const target = swimmers.find((swimmer) => swimmer.pick === fish);
      flash = { text, x: shot?.x ?? canvas.width / 2, y: shot?.y ?? canvas.height / 2, until: performance.now() + 1200, caught };
      if (target && caught) target.x = -2 * target.size;
      shot = null;
    },
  };
}
