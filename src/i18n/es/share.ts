import type { Translation } from '../area';
import type { share as english } from '../en/share';

export const share: Translation<typeof english> = {
  'share.preset.720p': '720p ({width}×{height})',
  'share.preset.1080p': '1080p ({width}×{height})',
  'share.preset.4k': '4K ({width}×{height})',
  'share.preset.vertical': 'Vertical, para móviles ({width}×{height})',
  'share.preset.square': 'Cuadrado ({width}×{height})',
  'share.poster': 'Póster',
  'share.poster.note': 'El póster es una imagen de la posición tras la jugada {ply}, al tamaño elegido.',
  'share.poster.saved': '{file} guardado.',
  'share.embed.copy': 'Copiar código para insertar',
  'share.embed.code': 'Código para insertar',
  'share.embed.copied': 'El código está copiado: pégalo en tu página.',
  'share.embed.copyFailed': 'No se pudo copiar el código: selecciónalo arriba y cópialo.',
  'share.embed.title': 'Repetición de Momentum',
  'share.embed.open': 'Abrir en Momentum',
  'share.embed.damaged': 'Esta repetición no se puede reproducir ({code}): {reason}.',
  'share.embed.noGame': 'Este enlace no contiene ninguna partida ({code}): debería terminar en #game=… o #record=….',
  'share.embed.refused': 'No se puede ver esta partida ({code}). {reason}',
  'share.embed.noServer':
    'Aquí no responde ningún servidor de juego ({code}): una partida en línea se inserta desde el servidor donde se juega.',
  'share.embed.unreachable':
    'No se puede contactar con el servidor de juego ({code}). Recarga la página para intentarlo de nuevo.',
};
